import { storeFamily } from '#contracts/constants/stores.ts';
import { englishTheme, otherTheme, portugal28Theme, portugalTheme, spainRegistryTheme } from './themes.css.ts';

export function themeForStore(storeId: number): string {
  if (storeId === 28) return portugal28Theme;
  switch (storeFamily(storeId)) {
    case 'spain-registry':
      return spainRegistryTheme;
    case 'portugal':
      return portugalTheme;
    case 'english':
      return englishTheme;
    case 'other':
      return otherTheme;
  }
}
