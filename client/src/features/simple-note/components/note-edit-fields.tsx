import { type ReactNode, useState } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { isAddressGiven } from '#contracts/rules/nota-simple-rules.ts';
import { INE_CODE_PATTERN } from '#contracts/constants/patterns.ts';
import type { NotaSimpleEdit } from '#contracts/api/spain.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { noteText } from '../messages.ts';
import { MunicipalityField, type Place } from './municipality-field.tsx';

const optionOf = (item: CartItem, optionId: string) => item.options.find((option) => option.option_id === optionId);
const answer = (item: CartItem, optionId: string) => optionOf(item, optionId)?.value ?? '';
const INE_CODE = new RegExp(INE_CODE_PATTERN);

/**
 * The item's municipality: its INE code is the municipio option's option_value (and the codigo_ine option);
 * the name is the option's value, or what it prints when the value is the code itself (older items).
 */
function placeOf(item: CartItem): Place | null {
  const municipio = optionOf(item, 'municipio');
  const codigo_ine = [answer(item, 'codigo_ine'), municipio?.option_value ?? ''].find((code) => INE_CODE.test(code));
  if (municipio === undefined || codigo_ine === undefined) return null;
  const name = INE_CODE.test(municipio.value) ? municipio.print_value : municipio.value;
  return { codigo_ine, municipio: name, provincia: answer(item, 'provincia') };
}

/**
 * The fields a Nota Simple's data is edited with (spec 2 "Edit dialogs: simple note"): owner name, address,
 * municipality and optional registry data, started from an item's answers. Used by the cart's edit dialog and by the
 * correction of a placed Nota Simple. `edit()` shows the errors and answers the edit, or null while it is not valid.
 * The owner may stay blank (unknown owner, spec 5); address and municipality are required.
 */
export function useNoteEditFields(item: CartItem, idPrefix: string): { fields: ReactNode; edit: () => NotaSimpleEdit | null } {
  const t = useT();
  const text = useMessages(noteText);
  const [nombre, setNombre] = useState(answer(item, 'nombre'));
  const [direccion, setDireccion] = useState(answer(item, 'direccion'));
  const [place, setPlace] = useState<Place | null>(placeOf(item));
  const [otrosDatos, setOtrosDatos] = useState(answer(item, 'otros_datos'));
  const [attempted, setAttempted] = useState(false);

  const errors = {
    direccion: isAddressGiven(direccion) ? undefined : t('error.write'),
    municipio: place ? undefined : text('errorMunicipality'),
  };
  const shown: Partial<typeof errors> = attempted ? errors : {};

  const fields = (
    <>
      <TextField
        id={`${idPrefix}-nombre`}
        label={text('owner')}
        description={text('ownerUnknownHint')}
        value={nombre}
        onChange={setNombre}
        autoComplete="name"
      />
      <TextField
        id={`${idPrefix}-direccion`}
        label={text('address')}
        value={direccion}
        onChange={setDireccion}
        error={shown.direccion}
        isRequired
        autoComplete="street-address"
      />
      <MunicipalityField
        id={`${idPrefix}-municipio`}
        label={text('municipality')}
        error={shown.municipio}
        value={place}
        onChange={setPlace}
      />
      <TextField id={`${idPrefix}-otros-datos`} label={text('registryData')} value={otrosDatos} onChange={setOtrosDatos} multiline />
    </>
  );

  function edit(): NotaSimpleEdit | null {
    setAttempted(true);
    if (place === null || errors.direccion !== undefined) return null;
    return {
      nombre: nombre.trim(),
      direccion: direccion.trim(),
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: otrosDatos.trim(),
    };
  }

  return { fields, edit };
}
