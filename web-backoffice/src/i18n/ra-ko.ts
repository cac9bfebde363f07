// Korean for the react-admin messages the back office shows; anything not listed here falls back to
// ra-language-english, merged underneath.
export const raKorean = {
  ra: {
    action: {
      add_filter: '필터 추가', add: '추가', back: '뒤로', bulk_actions: '%{smart_count}개 선택됨', cancel: '취소', clear_input_value: '지우기', confirm: '확인',
      create: '만들기', create_item: '%{item} 만들기', delete: '삭제', edit: '편집', export: '내보내기', list: '목록', refresh: '새로 고침',
      remove_filter: '이 필터 제거', remove_all_filters: '모든 필터 제거', remove: '제거', reset: '초기화', save: '저장', search: '검색', select_all: '모두 선택',
      select_row: '이 행 선택', show: '보기', sort: '정렬', undo: '실행 취소', unselect: '선택 해제', expand: '펼치기', close: '닫기', open_menu: '메뉴 열기',
      close_menu: '메뉴 닫기', update: '업데이트', open: '열기', toggle_theme: '밝은/어두운 테마 전환', select_columns: '열',
    },
    boolean: { true: '예', false: '아니요', null: ' ' },
    page: {
      create: '%{name} 만들기', dashboard: '대시보드', edit: '%{name} %{recordRepresentation}', error: '문제가 발생했습니다', list: '%{name}', loading: '불러오는 중',
      not_found: '찾을 수 없음', show: '%{name} %{recordRepresentation}', empty: '아직 %{name}이(가) 없습니다.', invite: '추가하시겠습니까?', access_denied: '접근 거부',
      authentication_error: '인증 오류',
    },
    input: { password: { toggle_visible: '비밀번호 숨기기', toggle_hidden: '비밀번호 보기' } },
    message: {
      about: '정보', access_denied: '이 페이지를 볼 권한이 없습니다', are_you_sure: '계속하시겠습니까?', details: '상세',
      error: '클라이언트 오류로 요청을 완료하지 못했습니다.', invalid_form: '양식이 올바르지 않습니다. 오류를 확인하세요', loading: '잠시 기다려 주세요', no: '아니요',
      not_found: 'URL이 잘못되었거나 링크가 유효하지 않습니다.', unsaved_changes: '저장하지 않은 변경 사항이 있습니다. 버리시겠습니까?', yes: '예',
    },
    navigation: {
      clear_filters: '필터 지우기', no_filtered_results: '조건에 맞는 %{name}이(가) 없습니다.', no_results: '%{name}을(를) 찾지 못했습니다',
      page_out_of_boundaries: '%{page} 페이지는 범위를 벗어났습니다', page_out_from_end: '마지막 페이지입니다', page_out_from_begin: '첫 페이지입니다',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd}개 이상',
      current_page: '%{page} 페이지', page: '%{page} 페이지로 이동', first: '첫 페이지', last: '마지막 페이지', next: '다음', previous: '이전',
      page_rows_per_page: '페이지당 행 수:', skip_nav: '본문으로 건너뛰기',
    },
    sort: { sort_by: '%{field_lower_first} %{order} 정렬', ASC: '오름차순', DESC: '내림차순' },
    auth: {
      auth_check_error: '계속하려면 로그인하세요', user_menu: '프로필', username: '사용자 이름', password: '비밀번호', email: '이메일', sign_in: '로그인',
      sign_in_error: '로그인하지 못했습니다. 다시 시도하세요', logout: '로그아웃',
    },
    notification: {
      updated: '%{smart_count}개를 업데이트했습니다', created: '만들었습니다', deleted: '%{smart_count}개를 삭제했습니다', item_doesnt_exist: '레코드가 없습니다', http_error: '서버 통신 오류',
      i18n_error: '이 언어의 번역을 불러올 수 없습니다', canceled: '작업이 취소되었습니다', logged_out: '세션이 끝났습니다. 다시 로그인하세요.',
      not_authorized: '이 리소스에 접근할 권한이 없습니다.', offline: '오프라인이라 데이터를 가져올 수 없습니다.',
    },
    validation: {
      required: '필수', minLength: '최소 %{min}자', maxLength: '최대 %{max}자', email: '올바른 이메일을 입력하세요', oneOf: '다음 중 하나: %{options}',
    },
  },
};
