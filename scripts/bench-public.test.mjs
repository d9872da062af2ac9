// The bench's local Firebase Hosting: firebase.json's "hosting" block applied to a file list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globToRegExp, hostingHeaders, resolveHostingPath } from './bench-public.mjs';

const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));
const FILES = new Set([
  'index.html',
  'app-shell.html',
  '404.html',
  'business-lines.html',
  'newsletter/confirmado.html',
  'recursos/guia.html',
  'assets/index-abc.js',
  'img/hero.svg',
  'firebase.json',
  '.hidden',
]);
const resolve = (path) => resolveHostingPath(hosting, path, (file) => FILES.has(file));

describe('globToRegExp (Hosting globs)', () => {
  it.each([
    ['**', '/anything/at/all', true],
    ['/main-user/**', '/main-user/profile', true],
    ['/main-user/**', '/main-user/a/b', true],
    ['/main-user/**', '/main-userx', false],
    ['/auth', '/auth/x', false],
    ['**/*.@(svg|png)', '/img/hero.svg', true],
    ['**/*.@(svg|png)', '/hero.png', true],
    ['**/*.@(svg|png)', '/img/hero.svgz', false],
    ['/assets/**', '/assets/index-abc.js', true],
    ['**/.*', '.hidden', true],
  ])('%s against %s: %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });
});

describe('resolveHostingPath (firebase.json)', () => {
  it('serves each prerendered page as its own HTML (cleanUrls)', () => {
    expect(resolve('/')).toEqual({ status: 200, file: 'index.html' });
    expect(resolve('/business-lines')).toEqual({ status: 200, file: 'business-lines.html' });
    expect(resolve('/newsletter/confirmado')).toEqual({
      status: 200,
      file: 'newsletter/confirmado.html',
    });
  });

  it('redirects .html and trailing slashes to the clean URL', () => {
    expect(resolve('/business-lines.html')).toEqual({ status: 301, location: '/business-lines' });
    expect(resolve('/index.html')).toEqual({ status: 301, location: '/' });
    expect(resolve('/recursos/guia.html')).toEqual({ status: 301, location: '/recursos/guia' });
    expect(resolve('/business-lines/')).toEqual({ status: 301, location: '/business-lines' });
  });

  it('rewrites the signed-in routes to the app shell', () => {
    for (const path of ['/auth', '/main-user', '/main-user/profile', '/admin-dashboard'])
      expect(resolve(path), path).toEqual({ status: 200, file: 'app-shell.html' });
  });

  it('answers everything else with 404.html and status 404, never index.html', () => {
    for (const path of ['/main', '/no-existe', '/business-lines/impresion', '/assets/nope.js'])
      expect(resolve(path), path).toEqual({ status: 404, file: '404.html' });
  });

  it('does not serve ignored files nor leave the public folder', () => {
    expect(resolve('/firebase.json')).toEqual({ status: 404, file: '404.html' });
    expect(resolve('/.hidden')).toEqual({ status: 404, file: '404.html' });
    expect(resolve('/..%2Fpackage.json')).toEqual({ status: 400 });
  });

  it('serves static files as they are', () => {
    expect(resolve('/assets/index-abc.js')).toEqual({ status: 200, file: 'assets/index-abc.js' });
  });
});

describe('hostingHeaders (firebase.json)', () => {
  it('applies the rules in order, later ones winning', () => {
    expect(hostingHeaders(hosting, '/')['Cache-Control']).toBe('no-cache');
    expect(hostingHeaders(hosting, '/assets/index-abc.js')['Cache-Control']).toContain('immutable');
    expect(hostingHeaders(hosting, '/img/hero.svg')['Cache-Control']).toBe('public, max-age=86400');
    expect(hostingHeaders(hosting, '/')['Content-Security-Policy']).toContain("script-src 'self'");
  });
});
