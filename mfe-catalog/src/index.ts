// Federation needs an async boundary before any shared module is used.
void import('./bootstrap');
