// Whether the address the mock listens on is reachable from this machine only: then the control API
// stays open by default; on any other address it is locked with a control token (docs/security.md).
import ipaddr from 'ipaddr.js';

/** 127.0.0.0/8, ::1 (and its IPv4-mapped form) or the name localhost; `0.0.0.0` and `::` are every interface. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost') return true;
  if (!ipaddr.isValid(name)) return false;
  return ipaddr.process(name).range() === 'loopback';
}
