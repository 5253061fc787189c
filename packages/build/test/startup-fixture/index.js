// The entry: only the async boundary, as in the apps.
import('./bootstrap');
