import type { SeedLanguage } from './seed-language';

/** The starting content in xby (legacy lang key). */
export const SEED_XBY: SeedLanguage = {
  about: {
    title: 'Sobre Meridian',
    summary: 'Quiénes somos y cómo la plataforma protege tu dinero.',
    sections: [
      [
        'Quiénes somos',
        'Meridian es una plataforma de trading e inversión para clientes minoristas. Puedes operar cripto al contado, contratos perpetuos y opciones con entrega sobre cripto, divisas, acciones, índices, metales y energía, y hacer rendir tus USDT en productos de custodia, fondos y préstamos.',
      ],
      [
        'Cómo protegemos tu dinero',
        'Cada movimiento de dinero queda registrado como un evento y como un asiento contable equilibrado. Los retiros se revisan y las decisiones del personal que liberan dinero por encima de un umbral necesitan a dos personas distintas.',
      ],
      [
        'Precios que puedes comprobar',
        'Los resultados de contratos y opciones usan ticks de precio registrados. Los ticks de cada hora salen de una semilla cuya huella se publica antes de esa hora, así que cualquiera puede recalcularlos en la página Verificar precios.',
      ],
      [
        'Habla con nosotros',
        'Nuestros canales oficiales están en la página Descargar. Nunca te pediremos tu contraseña, tus códigos de verificación ni la frase de recuperación de una cartera.',
      ],
    ],
  },
  userAgreement: {
    title: 'Acuerdo de usuario',
    summary: 'Las reglas de tu cuenta: verificación, riesgo, comisiones, seguridad y cuentas demo.',
    sections: [
      [
        '1. Tu cuenta',
        'Cada persona tiene una sola cuenta, registrada con un teléfono o correo electrónico propio. Guarda para ti tu contraseña, tu contraseña de operaciones y tu autenticador; lo que se haga con ellos cuenta como hecho por ti.',
      ],
      [
        '2. Verificación',
        'Los retiros, los préstamos y las apuestas más altas requieren verificar tu identidad. Lo que envíes debe ser verdadero y tuyo; si no lo es, podemos rechazar o cerrar la cuenta.',
      ],
      [
        '3. Riesgo',
        'Los precios de criptoactivos, divisas, acciones y materias primas cambian rápido. Los contratos con apalancamiento y las opciones pueden perder todo el margen o la apuesta. Opera solo con dinero que puedas permitirte perder; nada de lo que ves aquí es asesoramiento de inversión.',
      ],
      [
        '4. Precios, comisiones y registros',
        'Cada orden se ejecuta a un precio registrado, nunca al precio que indicas como límite. Cada pantalla muestra sus comisiones antes de confirmar, y tus registros guardan cada movimiento de tu dinero.',
      ],
      [
        '5. Seguridad',
        'Podemos retener un retiro para revisarlo tras un cambio en tu configuración de seguridad o si algo parece extraño, y te diremos por qué y hasta cuándo.',
      ],
      ['6. Cuentas demo', 'Una cuenta demo opera con dinero virtual que nunca se puede depositar ni retirar, y caduca.'],
      [
        '7. Privacidad',
        'Cómo tratamos tus datos personales se explica en nuestra Política de privacidad, que forma parte de este acuerdo.',
      ],
      [
        '8. Cambios',
        'Cuando cambiemos este acuerdo en algo que te afecte, te pediremos que leas y aceptes la nueva versión la próxima vez que inicies sesión. Hasta entonces se aplica la versión que aceptaste.',
      ],
    ],
  },
  privacyPolicy: {
    title: 'Política de privacidad',
    summary: 'Qué datos recogemos, para qué, cuánto tiempo los guardamos y tus derechos.',
    sections: [
      [
        'Qué recogemos',
        'Tu número de teléfono o correo, los documentos que envías para la verificación, tus órdenes, depósitos y retiros, y las direcciones y dispositivos desde los que inicias sesión.',
      ],
      [
        'Para qué',
        'Para gestionar tu cuenta, cumplir la ley sobre verificación de identidad y prevención del blanqueo, mantener tu cuenta segura y responderte cuando contactas con soporte.',
      ],
      [
        'Quién los ve',
        'Solo el personal cuyo puesto lo necesita, cada acceso con su propia cuenta. Compartimos datos con las autoridades solo cuando la ley lo exige. No vendemos tus datos.',
      ],
      [
        'Cuánto tiempo los guardamos',
        'Mientras tu cuenta esté abierta y, después, el tiempo que exija la ley sobre registros financieros.',
      ],
      [
        'Tus derechos',
        'Puedes pedir una copia de tus datos, su corrección y, cuando la ley lo permita, su eliminación. Escribe a soporte desde el Centro de ayuda.',
      ],
    ],
  },
  loanAgreement: {
    title: 'Contrato de préstamo',
    summary: 'Las condiciones de todo préstamo.',
    sections: [
      [
        'El préstamo',
        'El importe, el plazo en días y el interés diario son los que se muestran al solicitarlo. Quedan fijados en tu préstamo al desembolsarse; ningún cambio posterior le afecta.',
      ],
      [
        'Intereses',
        'No se cobran intereses durante los días gratuitos que indica el producto; después, los intereses se devengan cada día sobre el importe pendiente.',
      ],
      [
        'Devolución',
        'Devuelves desde tu cuenta de fondos, o por transferencia bancaria con un justificante que revisa el equipo financiero.',
      ],
      ['Retraso', 'Tras la fecha de vencimiento se aplica cada día un interés de demora hasta que el préstamo se devuelva.'],
      ['Tu compromiso', 'Los documentos que envías son verdaderos y tuyos. Un préstamo requiere la verificación avanzada de identidad.'],
    ],
  },
  categories: { start: 'Primeros pasos', funds: 'Depósitos y retiros', security: 'Seguridad' },
  articles: {
    createAccount: {
      title: '¿Cómo creo una cuenta?',
      summary: 'Regístrate con tu teléfono o correo en un minuto.',
      sections: [
        [
          'Registro',
          'Abre Crear cuenta, elige teléfono o correo, pide un código de verificación e introdúcelo con una contraseña de 6 a 24 caracteres. El código de invitación es opcional.',
        ],
        [
          'Pruébalo antes',
          '¿Aún no estás listo? Crea una cuenta demo desde la página de inicio de sesión: opera con dinero virtual y caduca al cabo de un tiempo.',
        ],
      ],
    },
    verifyIdentity: {
      title: '¿Por qué y cómo verifico mi identidad?',
      summary: 'La verificación abre los retiros, los préstamos y límites más altos.',
      sections: [
        [
          'Tres niveles',
          'La verificación básica pide tu nacionalidad, nombre, documento y fotos; la avanzada añade tu ocupación y el origen de tus fondos; la de domicilio, una factura reciente.',
        ],
        [
          'Cuánto tarda',
          'El equipo de cumplimiento revisa cada envío, normalmente en un día hábil. Un rechazo siempre dice por qué y puedes volver a enviarlo.',
        ],
      ],
    },
    depositCrypto: {
      title: '¿Cómo deposito cripto?',
      summary: 'Envía monedas a tu dirección de depósito y registra la transacción.',
      sections: [
        [
          'Tu dirección',
          'Abre Activos, elige Depositar, y después la moneda y la red. Envía solo esa moneda por esa red a la dirección indicada.',
        ],
        ['Mínimos', 'Los depósitos por debajo del mínimo (1 USDT, 0,001 BTC, 0,1 ETH, 10 TRX) pueden no acreditarse.'],
      ],
    },
    withdraw: {
      title: '¿Cómo funcionan los retiros?',
      summary: 'Límites, revisión y qué pasa tras un cambio de seguridad.',
      sections: [
        ['Antes de empezar', 'Establece una contraseña de operaciones en el centro de seguridad y añade la dirección a la que retiras.'],
        [
          'Revisión',
          'El importe queda congelado hasta que el equipo financiero revisa la solicitud. Tras cambiar una contraseña, los retiros se retienen un tiempo para protegerte.',
        ],
      ],
    },
    twoFactor: {
      title: '¿Cómo activo el autenticador?',
      summary: 'Un segundo factor para iniciar sesión y retirar.',
      sections: [
        [
          'Configúralo',
          'Abre el centro de seguridad, elige Autenticador, escanea el código con una app de autenticación e introduce el código de seis dígitos que muestra.',
        ],
        ['¿Perdiste el teléfono?', 'Contacta con soporte desde el Centro de ayuda: comprobamos quién eres antes de desactivarlo.'],
      ],
    },
    officialChannels: {
      title: '¿Cómo sé que un mensaje es realmente nuestro?',
      summary: 'Comprueba un enlace, una dirección o una cuenta antes de confiar en ellos.',
      sections: [
        ['Compruébalo', 'Usa la página de comprobación oficial para ver si un sitio web, un correo o una cuenta social es nuestro.'],
        [
          'Nunca compartas',
          'Nadie de Meridian te pedirá nunca tu contraseña, tus códigos de verificación ni la frase de recuperación de una cartera.',
        ],
      ],
    },
  },
};
