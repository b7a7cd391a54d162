import { describe, expect, it } from 'vitest';
import { axisMax, axisTicks, barPercent, roundHours } from './chart-scale';
import { groupEvents, keywordGroup, OTHER_EVENTS } from './event-groups';
import {
  formatAddress,
  formatDay,
  formatDayPeriod,
  formatMonthPeriod,
  maskCep,
  maskPhone,
  toDateInput,
} from './resume-format';

const event = (title: string, sponsor: string, started: string, type: string | null = null) => ({
  title,
  sponsor,
  started,
  event_type: type ? { name: type } : null,
});

describe('event groups', () => {
  it('groups by the event type name, alphabetically, newest first', () => {
    const groups = groupEvents([
      event('A', 'x', '2023-01-01', 'Workshop'),
      event('B', 'x', '2024-01-01', 'Congresso'),
      event('C', 'x', '2024-05-01', 'Workshop'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Congresso', 'Workshop']);
    expect(groups[1]?.events.map((e) => e.title)).toEqual(['C', 'A']);
  });

  it('uses the keywords of the title or sponsor when there is no type', () => {
    expect(keywordGroup(event('Congresso Brasileiro de Software', 'SBC', '2024-01-01'))).toBe('Conferências');
    expect(keywordGroup(event('Introdução ao React', 'Escola de Cursos Livres', '2024-01-01'))).toBe('Cursos');
    expect(keywordGroup(event('Minicurso de Git', 'Centro Acadêmico', '2024-01-01'))).toBe('Workshops');
    expect(keywordGroup(event('Oficina de currículo', 'Carreiras', '2024-01-01'))).toBe('Workshops');
    expect(keywordGroup(event('Hackday', 'Empresa', '2024-01-01'))).toBe(OTHER_EVENTS);
  });

  it('puts the other events last', () => {
    const groups = groupEvents([
      event('Hackday', 'Empresa', '2024-01-01'),
      event('Seminário de IA', 'Uni', '2024-01-01'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Conferências', OTHER_EVENTS]);
  });
});

describe('resume formats', () => {
  it('formats days and periods', () => {
    expect(formatDay('2003-05-14')).toBe('14/05/2003');
    expect(formatDay('2003-05-14T00:00:00.000Z')).toBe('14/05/2003');
    expect(formatDay(null)).toBe('Data não informada');
    expect(formatMonthPeriod('2023-03-01', '2024-02-28')).toBe('03/2023 – 02/2024');
    expect(formatMonthPeriod('2023-03-01', null)).toBe('03/2023 – atual');
    expect(formatDayPeriod('2023-08-19', '2023-08-19')).toBe('19/08/2023');
    expect(formatDayPeriod('2024-09-10', '2024-09-13')).toBe('10/09/2024 – 13/09/2024');
    expect(toDateInput('2024-09-10T00:00:00Z')).toBe('2024-09-10');
    expect(toDateInput(null)).toBe('');
  });

  it('joins the known parts of an address', () => {
    expect(
      formatAddress({ address: 'Avenida Paulista', number: '1000', city: 'São Paulo', state: 'SP', cep: '01310-100' }),
    ).toBe('Avenida Paulista, 1000 · São Paulo - SP · CEP 01310-100');
    expect(formatAddress({ city: 'Osasco' })).toBe('Osasco');
    expect(formatAddress({})).toBeNull();
  });

  it('masks CEP and phone while typing', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11')).toBe('(11');
  });
});

describe('chart scale', () => {
  const item = (used: number, max: number) => ({
    descricao: 'x',
    carga_horaria_aproveitada: used,
    carga_horaria_maxima: max,
  });

  it('keeps the axis at 100 unless a value is larger', () => {
    expect(axisMax([item(40, 60)])).toBe(100);
    expect(axisMax([])).toBe(100);
    expect(axisMax([item(40, 130)])).toBe(140);
    expect(axisTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('rounds hours and bounds bar lengths', () => {
    expect(roundHours(12.5)).toBe(13);
    expect(roundHours(Number.NaN)).toBe(0);
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(150, 100)).toBe(100);
    expect(barPercent(-3, 100)).toBe(0);
  });
});
