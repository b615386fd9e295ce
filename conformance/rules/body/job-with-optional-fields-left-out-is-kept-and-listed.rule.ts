import { rule } from '../../harness/rule/rule.ts';
import { requiredCreateFields } from '../../harness/spec/provenance.ts';
import { idOf, unwrapRecord } from '../../harness/transport/record.ts';
import { findable } from '../../harness/checks/findable.ts';

// Every other rule creates jobs with every seed field present. A service that stores a left-out field as
// NULL and then fails to read it back (a list that answers 500 once the account holds such a job) passes
// them all. Which fields are required is not shown (seed §2 rule 2), so in core each field but
// interval_seconds (§2 rule 1: an interval job carries it) is left out in turn, and a refusal (any 4xx) is
// the service's right; an accepted job must be listed (§4.2), and nothing may answer 5xx. "All together"
// keeps name and url in core, to find the job by. Full leaves out what the spec makes optional, expects
// 201, and reads the job back by its id.
export default rule({
  meta: {
    id: 'BODY-024',
    title: 'keeps and lists a job created with each optional field left out, and with all of them left out',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob', 'listJobs', 'getJob'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    const fields = Object.keys(ctx.validBody()).filter(
      (f) => f !== 'interval_seconds' && (!ctx.full || !requiredCreateFields().includes(f)),
    );
    const together = fields.filter((f) => ctx.full || (f !== 'name' && f !== 'url'));
    const cases = [...fields.map((f) => [f]), ...(together.length > 1 ? [together] : [])];
    for (const leftOut of cases) {
      const what = `a create without ${leftOut.join(', ')}`;
      // Found by its name, or by a unique query on its url when the name is left out.
      const { body, marker } = findable(ctx, ctx.validBody(), leftOut.includes('name'));
      for (const field of leftOut) delete body[field];
      const exchange = await ctx.request('POST', '/v1/jobs', { body });
      if (Math.floor((exchange.response?.status ?? 0) / 100) === 2)
        ctx.probe('4.1', `a create without ${leftOut.join(', ')} acknowledged`);
      const status = exchange.response?.status ?? 0;
      if (status === 0 || status >= 500) ctx.verifyNoServerErrors();
      if (ctx.full) {
        ctx.expectAccepted(
          exchange,
          201,
          `${what} is valid (the spec makes ${leftOut.join(', ')} optional)`,
          '#/components/schemas/JobCreate',
        );
        const json = exchange.response?.json;
        const job = { exchange, name: marker, body, record: unwrapRecord(json), id: idOf(json) };
        ctx.expectAccepted(await ctx.request('GET', ctx.jobPath(job)), 200, `the job made by ${what} can be read back`);
      } else if (status >= 400) continue; // the seed leaves open which fields are required
      const { exchange: listing, job: listed } = await ctx.findInList(marker);
      ctx.check(
        listed,
        `${what} was accepted (${status}), but the job is not in the account's list`,
        listing,
        `the job listed (found by ${leftOut.includes('name') ? 'its url' : 'its name'} ${marker})`,
        ctx.full ? '#/paths/~1v1~1jobs/get' : 'seed §4.2',
      );
    }
  },
});
