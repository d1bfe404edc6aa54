/**
 * Which push services the API will POST to. A subscription's endpoint comes from the browser, so
 * from the member: without a list, it would make the server send requests to any address it names
 * (an internal service, say). The browsers' own push services are listed; a loopback http
 * endpoint is allowed outside production only, for the tests' local push service.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^([a-z0-9-]+\.)*push\.apple\.com$/, // Safari
  /^([a-z0-9-]+\.)*notify\.windows\.com$/, // Edge on Windows
]

export function isAllowedPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) {
    return url.port === ''
  }
  return (
    allowLoopback &&
    url.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  )
}
