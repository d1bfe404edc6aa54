import { describe, expect, it } from 'vitest'
import { tagSources } from './security-headers.server'

describe("the CSP's tag sources", () => {
  it('names nothing when no tag is configured', () => {
    expect(tagSources({})).toEqual({ script: [], img: [], connect: [] })
  })

  it("names each configured tag's origins, the engagement script's by its URL", () => {
    const sources = tagSources({
      GTM_ID: 'GTM-TEST1',
      META_PIXEL_ID: '1234567890',
      ENGAGEMENT_KEY: 'kunci',
      ENGAGEMENT_SCRIPT_URL: 'https://engage.example.test/sdk.js',
    })
    expect(sources.script).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://engage.example.test',
    ])
    expect(sources.img).toContain('https://www.facebook.com')
    expect(sources.connect).toContain('https://*.google-analytics.com')
  })

  it('leaves the engagement tool out without its script', () => {
    expect(tagSources({ ENGAGEMENT_KEY: 'kunci' }).script).toEqual([])
  })
})
