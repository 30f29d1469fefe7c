import { describe, expect, it } from 'vitest';
import { currentSite, siteForHost } from './site';

describe('the brand and merchant by host', () => {
  it('takes the brand the host names', () => {
    expect(siteForHost('aurora.localhost')).toEqual({
      brand: 'aurora',
      merchantCode: 'aurora',
      currency: null,
    });
    expect(siteForHost('ember.localhost')).toMatchObject({ brand: 'ember', merchantCode: 'ember' });
    expect(siteForHost('LAGOON.localhost')).toMatchObject({ brand: 'lagoon', merchantCode: 'lagoon' });
    expect(siteForHost('agent.lagoon.localhost')).toMatchObject({ brand: 'lagoon', merchantCode: 'lagoon' });
  });

  it('gives 127.0.0.1 and localhost the default brand', () => {
    expect(siteForHost('127.0.0.1')).toMatchObject({ brand: 'aurora', merchantCode: 'aurora' });
    expect(siteForHost('localhost')).toMatchObject({ brand: 'aurora', merchantCode: 'aurora' });
  });

  it('lets the environment override hosts that name no brand, never a host that does', () => {
    expect(siteForHost('127.0.0.1', { brand: 'ember' })).toMatchObject({
      brand: 'ember',
      merchantCode: 'ember',
    });
    expect(siteForHost('localhost', { merchant: 'lagoon' })).toMatchObject({
      brand: 'lagoon',
      merchantCode: 'lagoon',
    });
    expect(siteForHost('localhost', { merchant: 'acme', brand: 'ember' })).toMatchObject({
      brand: 'ember',
      merchantCode: 'acme',
    });
    expect(siteForHost('ember.localhost', { brand: 'lagoon' })).toMatchObject({ brand: 'ember' });
    expect(siteForHost('localhost', { brand: 'nope', merchant: 'bad code!' })).toMatchObject({
      brand: 'aurora',
      merchantCode: 'aurora',
    });
  });

  it('prefers what the serving API wrote into the page', () => {
    document.documentElement.setAttribute('data-brand', 'lagoon');
    document.head.innerHTML =
      '<meta name="portal-merchant" content="lagoon" /><meta name="portal-currency" content="THB" />';
    expect(currentSite(document, '127.0.0.1')).toEqual({
      brand: 'lagoon',
      merchantCode: 'lagoon',
      currency: 'THB',
    });
    document.documentElement.removeAttribute('data-brand');
    document.head.innerHTML = '';
    expect(currentSite(document, 'ember.localhost')).toEqual({
      brand: 'ember',
      merchantCode: 'ember',
      currency: null,
    });
  });

  it('draws "Try for free" from the first render when the page was served for a merchant offering free play', () => {
    document.head.innerHTML = '<meta name="portal-free-play" content="true" />';
    expect(currentSite(document, 'lagoon.localhost')).toEqual({
      brand: 'lagoon',
      merchantCode: 'lagoon',
      currency: null,
      freePlay: true,
    });
    document.head.innerHTML = '<meta name="portal-free-play" content="no" />';
    expect(currentSite(document, 'lagoon.localhost').freePlay).toBeUndefined();
    document.head.innerHTML = '';
    expect(currentSite(document, 'lagoon.localhost').freePlay).toBeUndefined();
  });
});
