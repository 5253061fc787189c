// Tests of path building: encoding, missing parameters.
import { buildPath, MissingPathParamError, pathParamNames } from './path';

describe('buildPath', () => {
  it('fills every :name parameter', () => {
    expect(buildPath('/api/merchant/media/url/:id/:width/:height', { id: 7, width: 210, height: 160 })).toBe(
      '/api/merchant/media/url/7/210/160',
    );
  });

  it('encodes values so they stay one path segment', () => {
    expect(buildPath('/api/product/brand/getorcreate/:name', { name: 'A/B ?#&' })).toBe('/api/product/brand/getorcreate/A%2FB%20%3F%23%26');
    expect(buildPath('/api/product/detail/:slug', { slug: '蘋果' })).toBe('/api/product/detail/%E8%98%8B%E6%9E%9C');
  });

  it('keeps parameter names with underscores', () => {
    expect(buildPath('/api/member/logisticstatus/:e_orderstatus', { e_orderstatus: '12' })).toBe('/api/member/logisticstatus/12');
  });

  it('leaves paths without parameters alone', () => {
    expect(buildPath('/api/merchant/media/list/')).toBe('/api/merchant/media/list/');
  });

  it.each([{}, { slug: undefined }, { slug: null }, { slug: '' }, { slug: Number.NaN }])('throws on a missing parameter %p', (params) => {
    expect(() => buildPath('/api/product/detail/:slug', params)).toThrow(MissingPathParamError);
  });

  it('names the missing parameter', () => {
    expect(() => buildPath('/a/:id/:width', { id: 1 })).toThrow(/width/);
  });

  it('accepts 0 as a value', () => {
    expect(buildPath('/a/:id', { id: 0 })).toBe('/a/0');
  });
});

describe('pathParamNames', () => {
  it('lists parameters in order', () => {
    expect(pathParamNames('/api/merchant/media/url/:id/:width/:height')).toEqual(['id', 'width', 'height']);
    expect(pathParamNames('/api/product/list')).toEqual([]);
  });
});
