import type { Stage } from '@portal/contracts';
import type { JobDefinition } from '../../queue/registry.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PipelineRepository } from './pipeline.repository.ts';
import { stageMail } from './pipeline.mail.ts';

/** The address part of MAIL_FROM ('Name <a@b>' or 'a@b'): the invitation's organizer when the company has none. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Sends the e-mail one history row owes. The row is locked until it is marked sent, so a retried
 * or duplicated job finds `mailed_at` set and sends nothing: one e-mail per change.
 */
export const createStageMailer = (deps: {
  repo: PipelineRepository;
  mailer: Mailer;
  appUrl: string;
  mailFrom: string;
}) => {
  const deliver = (historyId: number) =>
    deps.repo.transaction(async (tx) => {
      const c = await tx.mailContext(historyId);
      if (!c || c.history.mailed_at) return;
      const h = c.history;
      const a = c.app;
      const interview =
        h.ics_method && a.ics_uid
          ? {
              // A cancellation names the event by UID; its time is only informative.
              startsAt: a.interview_starts_at ?? h.at,
              durationMinutes: a.interview_duration_minutes ?? 30,
              location: a.interview_location ?? '',
              uid: a.ics_uid,
              sequence: h.ics_sequence ?? 0,
            }
          : null;
      await deps.mailer.send(
        stageMail({
          email: c.student.email,
          name: c.student.name,
          title: c.job.title,
          company: c.company.name,
          stage: h.stage as Stage,
          reason: h.reason,
          message: h.message,
          link: `${deps.appUrl.replace(/\/+$/, '')}/candidaturas`,
          ...(interview && {
            ics: {
              method: h.ics_method as 'REQUEST' | 'CANCEL',
              interview,
              organizer: { name: c.company.name, email: c.company.email ?? addressOf(deps.mailFrom) },
            },
          }),
        }),
      );
      await tx.markMailed(historyId);
    });

  const job: JobDefinition<{ history_id: number }> = {
    name: 'stage-mail',
    policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, stately: true },
    handler: (data) => deliver(data.history_id),
  };
  return { deliver, job };
};
