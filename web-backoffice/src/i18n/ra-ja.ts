// Japanese for the react-admin messages the back office shows; anything not listed here falls back to
// ra-language-english, merged underneath.
export const raJapanese = {
  ra: {
    action: {
      add_filter: '絞り込みを追加', add: '追加', back: '戻る', bulk_actions: '%{smart_count} 件を選択中', cancel: 'キャンセル', clear_input_value: 'クリア',
      confirm: '確認', create: '作成', create_item: '%{item} を作成', delete: '削除', edit: '編集', export: 'エクスポート', list: '一覧', refresh: '更新',
      remove_filter: 'この絞り込みを外す', remove_all_filters: 'すべての絞り込みを外す', remove: '外す', reset: 'リセット', save: '保存', search: '検索',
      select_all: 'すべて選択', select_row: 'この行を選択', show: '表示', sort: '並べ替え', undo: '元に戻す', unselect: '選択解除', expand: '展開',
      close: '閉じる', open_menu: 'メニューを開く', close_menu: 'メニューを閉じる', update: '更新', open: '開く', toggle_theme: 'ライト/ダークを切り替え',
      select_columns: '列',
    },
    boolean: { true: 'はい', false: 'いいえ', null: ' ' },
    page: {
      create: '%{name} を作成', dashboard: 'ダッシュボード', edit: '%{name} %{recordRepresentation}', error: '問題が発生しました', list: '%{name}',
      loading: '読み込み中', not_found: '見つかりません', show: '%{name} %{recordRepresentation}', empty: '%{name} はまだありません。', invite: '追加しますか？',
      access_denied: 'アクセスが拒否されました', authentication_error: '認証エラー',
    },
    input: { password: { toggle_visible: 'パスワードを隠す', toggle_hidden: 'パスワードを表示' } },
    message: {
      about: '概要', access_denied: 'このページを表示する権限がありません', are_you_sure: 'よろしいですか？', details: '詳細',
      error: 'クライアントでエラーが発生し、リクエストを完了できませんでした。', invalid_form: 'フォームに誤りがあります。エラーを確認してください', loading: 'お待ちください',
      no: 'いいえ', not_found: 'URL が間違っているか、リンクが無効です。', unsaved_changes: '保存していない変更があります。破棄しますか？', yes: 'はい',
    },
    navigation: {
      clear_filters: '絞り込みを解除', no_filtered_results: 'この条件に合う %{name} はありません。', no_results: '%{name} は見つかりませんでした',
      page_out_of_boundaries: 'ページ %{page} は範囲外です', page_out_from_end: '最後のページです', page_out_from_begin: '最初のページです',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd} 件以上',
      current_page: '%{page} ページ', page: '%{page} ページへ', first: '最初のページ', last: '最後のページ', next: '次へ', previous: '前へ',
      page_rows_per_page: '1ページの行数：', skip_nav: '本文へ移動',
    },
    sort: { sort_by: '%{field_lower_first} で%{order}', ASC: '昇順', DESC: '降順' },
    auth: {
      auth_check_error: '続けるにはサインインしてください', user_menu: 'プロフィール', username: 'ユーザー名', password: 'パスワード', email: 'メールアドレス',
      sign_in: 'サインイン', sign_in_error: 'サインインできませんでした。もう一度お試しください', logout: 'サインアウト',
    },
    notification: {
      updated: '%{smart_count} 件を更新しました', created: '作成しました', deleted: '%{smart_count} 件を削除しました', item_doesnt_exist: 'レコードが存在しません',
      http_error: 'サーバーとの通信でエラーが発生しました', i18n_error: 'この言語の翻訳を読み込めません', canceled: '操作を取り消しました',
      logged_out: 'セッションが終了しました。もう一度サインインしてください。', not_authorized: 'このリソースにアクセスする権限がありません。',
      offline: 'オフラインのためデータを取得できません。',
    },
    validation: {
      required: '必須', minLength: '%{min} 文字以上', maxLength: '%{max} 文字以内', email: '有効なメールアドレスを入力してください', oneOf: '次のいずれか：%{options}',
    },
  },
};
