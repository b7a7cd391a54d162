import { lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { resumeMessages, type ResumeEvent } from '@portal/contracts';
import { useDeleteEvent } from '../api/delete-event';
import { useUpdateEvent } from '../api/update-event';
import { groupEvents } from './event-groups';
import { ResumeSection, SectionEmpty } from './resume-section';
import { formatDayPeriod } from './resume-format';
import { itemOwner, OwnerRow, SectionDialogsView, useSectionDialogs, type ItemOwner } from './section-dialogs';

// The form (fields, validation, zod) loads only where the resume is editable, not on the public page.
const EventFormDialog = lazy(async () => ({ default: (await import('./event-form-dialog')).EventFormDialog }));

/** An event as the private and the public resume carry it. */
export type EventView = Omit<ResumeEvent, 'student_id' | 'visible'> &
  Partial<Pick<ResumeEvent, 'student_id' | 'visible'>>;

const EventItem = ({ event: e, owner }: { event: EventView; owner?: ItemOwner }) => {
  const hidden = e.visible === 0;
  const label = `evento ${e.title}`;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.25, py: 1.5, breakInside: 'avoid' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          sx={{ fontSize: '1rem', fontWeight: 700, flex: 1, minWidth: 200, opacity: hidden ? 0.7 : 1 }}
        >
          {e.title}
        </Typography>
        {owner && hidden ? (
          <Chip
            size="small"
            icon={<VisibilityOffOutlined />}
            label="Oculto no currículo público"
            variant="outlined"
            className="no-print"
          />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {e.sponsor} · {formatDayPeriod(e.started, e.finished)}
      </Typography>
      {e.certificate ? (
        <Link
          href={e.certificate}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content', fontWeight: 600 }}
          aria-label={`Ver certificado de ${e.title}`}
        >
          <VerifiedOutlined fontSize="inherit" aria-hidden />
          Ver certificado
        </Link>
      ) : null}
      {owner ? <OwnerRow owner={owner} label={label} hidden={hidden} /> : null}
    </Box>
  );
};

interface EventsSectionProps {
  events: readonly EventView[];
  /** The owner's student id; undefined for a read-only view. */
  editableFor?: number;
}

/** 'Participação em eventos', grouped by event type; the owner adds, edits, deletes and hides items. */
export const EventsSection = ({ events, editableFor }: EventsSectionProps) => {
  const editable = editableFor !== undefined;
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const dialogs = useSectionDialogs<EventView>();

  return (
    <ResumeSection
      title="Participação em eventos"
      icon={<EventAvailableOutlined />}
      action={
        editable ? (
          <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={dialogs.add}>
            Adicionar evento
          </Button>
        ) : null
      }
    >
      {events.length === 0 ? (
        <SectionEmpty>{resumeMessages.noEvents}</SectionEmpty>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groupEvents(events).map((group) => (
            <Box key={group.name} component="section" aria-label={group.name}>
              <Typography
                variant="overline"
                component="h3"
                sx={{
                  display: 'block',
                  color: 'primary.main',
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  lineHeight: 1.6,
                }}
              >
                {group.name}
              </Typography>
              <Box
                component="ul"
                sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
              >
                {group.events.map((item) => (
                  <EventItem
                    key={item.id}
                    event={item}
                    owner={editable ? itemOwner(item, dialogs, update) : undefined}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {editable ? (
        <SectionDialogsView
          dialogs={dialogs}
          form={(item, props) => (
            <EventFormDialog
              {...props}
              studentId={editableFor}
              event={item ? { ...item, student_id: editableFor, visible: item.visible ?? 1 } : null}
            />
          )}
          remove={{
            title: 'Excluir evento',
            mutation: remove,
            question: (item) =>
              `Deseja excluir a participação em “${item?.title ?? ''}”? O certificado enviado também será excluído.`,
            success: resumeMessages.success,
            failure: resumeMessages.failure,
            pending: resumeMessages.eventDeleting,
          }}
        />
      ) : null}
    </ResumeSection>
  );
};
