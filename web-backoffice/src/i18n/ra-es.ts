// Spanish for the react-admin messages the back office shows; anything not listed here falls back to
// ra-language-english, merged underneath.
export const raSpanish = {
  ra: {
    action: {
      add_filter: 'Añadir filtro', add: 'Añadir', back: 'Volver', bulk_actions: '%{smart_count} seleccionado |||| %{smart_count} seleccionados',
      cancel: 'Cancelar', clear_input_value: 'Borrar', confirm: 'Confirmar', create: 'Crear', create_item: 'Crear %{item}', delete: 'Eliminar',
      edit: 'Editar', export: 'Exportar', list: 'Lista', refresh: 'Actualizar', remove_filter: 'Quitar este filtro', remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar', reset: 'Restablecer', save: 'Guardar', search: 'Buscar', select_all: 'Seleccionar todo', select_row: 'Seleccionar esta fila',
      show: 'Ver', sort: 'Ordenar', undo: 'Deshacer', unselect: 'Deseleccionar', expand: 'Expandir', close: 'Cerrar', open_menu: 'Abrir el menú',
      close_menu: 'Cerrar el menú', update: 'Actualizar', open: 'Abrir', toggle_theme: 'Cambiar tema claro/oscuro', select_columns: 'Columnas',
    },
    boolean: { true: 'Sí', false: 'No', null: ' ' },
    page: {
      create: 'Crear %{name}', dashboard: 'Panel', edit: '%{name} %{recordRepresentation}', error: 'Algo salió mal', list: '%{name}', loading: 'Cargando',
      not_found: 'No encontrado', show: '%{name} %{recordRepresentation}', empty: 'Aún no hay %{name}.', invite: '¿Quieres añadir uno?', access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: { password: { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' } },
    message: {
      about: 'Acerca de', access_denied: 'No tienes permiso para ver esta página', are_you_sure: '¿Seguro?', details: 'Detalles',
      error: 'Error del cliente: la solicitud no se completó.', invalid_form: 'El formulario no es válido. Revisa los errores', loading: 'Espera, por favor',
      no: 'No', not_found: 'La dirección es incorrecta o el enlace ya no es válido.', unsaved_changes: 'Hay cambios sin guardar. ¿Quieres descartarlos?', yes: 'Sí',
    },
    navigation: {
      clear_filters: 'Quitar filtros', no_filtered_results: 'Ningún %{name} coincide con los filtros.', no_results: 'No se encontró ningún %{name}',
      page_out_of_boundaries: 'La página %{page} está fuera de rango', page_out_from_end: 'No hay más páginas', page_out_from_begin: 'No hay página anterior',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}', page: 'Ir a la página %{page}', first: 'Primera página', last: 'Última página', next: 'Siguiente', previous: 'Anterior',
      page_rows_per_page: 'Filas por página:', skip_nav: 'Saltar al contenido',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'ascendente', DESC: 'descendente' },
    auth: {
      auth_check_error: 'Inicia sesión para continuar', user_menu: 'Perfil', username: 'Usuario', password: 'Contraseña', email: 'Correo electrónico',
      sign_in: 'Iniciar sesión', sign_in_error: 'No se pudo iniciar sesión; inténtalo de nuevo', logout: 'Cerrar sesión',
    },
    notification: {
      updated: 'Actualizado |||| %{smart_count} actualizados', created: 'Creado', deleted: 'Eliminado |||| %{smart_count} eliminados',
      item_doesnt_exist: 'El registro no existe', http_error: 'Error de comunicación con el servidor', i18n_error: 'No se pudieron cargar las traducciones de este idioma',
      canceled: 'Acción cancelada', logged_out: 'Tu sesión ha terminado; vuelve a iniciarla.', not_authorized: 'No tienes acceso a este recurso.',
      offline: 'Sin conexión: no se pueden obtener los datos.',
    },
    validation: {
      required: 'Obligatorio', minLength: 'Al menos %{min} caracteres', maxLength: 'Como máximo %{max} caracteres', email: 'Introduce un correo válido',
      oneOf: 'Debe ser uno de: %{options}',
    },
  },
};
