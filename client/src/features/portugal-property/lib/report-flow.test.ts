import { beforeEach, describe, expect, test } from 'vitest';
import { paranhosExample } from '#contracts/testing/portugal-examples.ts';
import { type ReportForm, continueReport, emptyReportForm, ipredialRequestOf, reportFlow } from './report-flow.ts';

const answered = (overrides: Partial<ReportForm> = {}): ReportForm => ({
  ...emptyReportForm(),
  quiere_un_predial: true,
  freguesia: paranhosExample(),
  tiene_numero: 'si',
  num_ficha: '2543/19970317',
  horizontal: 'no',
  urgente: 'no',
  ...overrides,
});

beforeEach(() => reportFlow.reset());

describe('[informação predial] the description number', () => {
  test('[informação predial] without the number, step2 goes straight to step3 and step21 counts as answered', () => {
    reportFlow.update(answered({ tiene_numero: 'no', num_ficha: '' }));
    continueReport('step1');
    expect(continueReport('step2')).toBe('step3');
    expect(reportFlow.isStepValid('step21')).toBe(true);
    expect(reportFlow.previousStep('step3')).toBe('step2');
  });

  test('[informação predial] with the number, step2 asks for it on step21', () => {
    reportFlow.update(answered());
    continueReport('step1');
    expect(continueReport('step2')).toBe('step21');
    expect(reportFlow.isStepValid('step21')).toBe(false);
  });
});

describe('[informação predial] steps 21 and 4 are validated together', () => {
  test('[informação predial] a right number and an urgency answer mark both steps and lead to the confirmation', () => {
    reportFlow.update(answered());
    for (const step of ['step1', 'step2', 'step21', 'step3'] as const) continueReport(step);
    expect(continueReport('step4')).toBe('confirmation');
    expect(reportFlow.isStepValid('step21')).toBe(true);
    expect(reportFlow.isStepValid('step4')).toBe(true);
  });

  test('[informação predial] a number spoiled since step21 (restored answers, an edit) sends the buyer back to step21 and leaves both unmarked', () => {
    reportFlow.update(answered());
    for (const step of ['step1', 'step2', 'step21', 'step3'] as const) continueReport(step);
    reportFlow.update({ num_ficha: '2543/1997' });
    expect(continueReport('step4')).toBe('step21');
    expect(reportFlow.isStepValid('step21')).toBe(false);
    expect(reportFlow.isStepValid('step4')).toBe(false);
    expect(reportFlow.firstInvalidBefore('confirmation')).toBe('step21');
  });
});

describe('[informação predial] the request', () => {
  test('[informação predial] an urgent report of a fraction, with its number', () => {
    expect(ipredialRequestOf(answered({ horizontal: 'si', prop_horizontal_fracao: 'ac', urgente: 'si' }))).toEqual({
      quiere_un_predial: true,
      distrito_concelho_freguesia: '131210',
      tiene_numero: true,
      num_ficha: '2543/19970317',
      prop_horizontal: true,
      prop_horizontal_fracao: 'AC',
      urgente: true,
    });
  });

  test('[informação predial] without the number, whatever was typed before is not sent', () => {
    expect(ipredialRequestOf(answered({ tiene_numero: 'no', num_ficha: '99' }))).toMatchObject({ tiene_numero: false, num_ficha: '' });
  });

  test('[informação predial] the urgency unanswered leaves the request incomplete', () => {
    expect(ipredialRequestOf(answered({ urgente: '' }))).toBeNull();
  });
});
