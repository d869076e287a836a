import { isOwnerUnknown } from '#contracts/rules/nota-simple-rules.ts';
import { checkNotaSimpleForm } from '../../spain/nota-simple.ts';
import { requireSpanishRegistryStore } from '../../spain/spanish-store.ts';
import type { RestHandler } from './handler.ts';

/**
 * What the backend concludes from a Nota Simple before the buyer pays (our design: spec 7 shows the
 * path only): the same checks as addns, and the facts the buyer should know, with a note for each.
 */
export const preValidateNs: RestHandler<'preValidateNs'> = ({ body, visitor, fixtures }) => {
  requireSpanishRegistryStore(visitor.storeId);
  const { form } = body;
  const municipality = checkNotaSimpleForm(form, fixtures.spain);
  const ownerUnknown = isOwnerUnknown(form.nombre);
  const avisos: string[] = [];
  if (ownerUnknown) {
    avisos.push('Sin el nombre del titular buscaremos la finca por su dirección; puede tardar algo más.');
  }
  if (municipality.lento) {
    avisos.push(`El registro de ${municipality.municipio} tiene mucho trabajo estos días: la entrega puede retrasarse.`);
  }
  if (form.servicio_urgente_custom) {
    avisos.push(`Servicio urgente personalizado: este registro entrega en ${municipality.horas_entrega} horas laborables.`);
  }
  return {
    ok: true,
    propietario_desconocido: ownerUnknown,
    registro_lento: municipality.lento,
    servicio_urgente_custom: form.servicio_urgente_custom,
    horas_entrega: municipality.horas_entrega,
    registros: municipality.registros.map((office) => office.nombre),
    avisos,
  };
};
