// Vietnamese for the react-admin messages the back office shows; anything not listed here falls back to
// ra-language-english, merged underneath.
export const raVietnamese = {
  ra: {
    action: {
      add_filter: 'Thêm bộ lọc', add: 'Thêm', back: 'Quay lại', bulk_actions: 'Đã chọn %{smart_count}', cancel: 'Hủy', clear_input_value: 'Xóa', confirm: 'Xác nhận',
      create: 'Tạo', create_item: 'Tạo %{item}', delete: 'Xóa', edit: 'Sửa', export: 'Xuất', list: 'Danh sách', refresh: 'Làm mới', remove_filter: 'Bỏ bộ lọc này',
      remove_all_filters: 'Bỏ mọi bộ lọc', remove: 'Bỏ', reset: 'Đặt lại', save: 'Lưu', search: 'Tìm', select_all: 'Chọn tất cả', select_row: 'Chọn dòng này',
      show: 'Xem', sort: 'Sắp xếp', undo: 'Hoàn tác', unselect: 'Bỏ chọn', expand: 'Mở rộng', close: 'Đóng', open_menu: 'Mở menu', close_menu: 'Đóng menu',
      update: 'Cập nhật', open: 'Mở', toggle_theme: 'Chuyển giao diện sáng/tối', select_columns: 'Cột',
    },
    boolean: { true: 'Có', false: 'Không', null: ' ' },
    page: {
      create: 'Tạo %{name}', dashboard: 'Tổng quan', edit: '%{name} %{recordRepresentation}', error: 'Đã xảy ra lỗi', list: '%{name}', loading: 'Đang tải',
      not_found: 'Không tìm thấy', show: '%{name} %{recordRepresentation}', empty: 'Chưa có %{name}.', invite: 'Bạn muốn thêm không?', access_denied: 'Không có quyền truy cập',
      authentication_error: 'Lỗi xác thực',
    },
    input: { password: { toggle_visible: 'Ẩn mật khẩu', toggle_hidden: 'Hiện mật khẩu' } },
    message: {
      about: 'Giới thiệu', access_denied: 'Bạn không có quyền xem trang này', are_you_sure: 'Bạn chắc chứ?', details: 'Chi tiết',
      error: 'Lỗi phía máy khách, yêu cầu chưa hoàn tất.', invalid_form: 'Biểu mẫu chưa hợp lệ. Hãy kiểm tra các lỗi', loading: 'Vui lòng chờ', no: 'Không',
      not_found: 'Địa chỉ sai hoặc liên kết không còn hiệu lực.', unsaved_changes: 'Có thay đổi chưa lưu. Bạn muốn bỏ qua chúng?', yes: 'Có',
    },
    navigation: {
      clear_filters: 'Xóa bộ lọc', no_filtered_results: 'Không có %{name} nào khớp bộ lọc.', no_results: 'Không tìm thấy %{name}',
      page_out_of_boundaries: 'Trang %{page} nằm ngoài phạm vi', page_out_from_end: 'Đây là trang cuối', page_out_from_begin: 'Đây là trang đầu',
      page_range_info: '%{offsetBegin}-%{offsetEnd} trên %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} trên hơn %{offsetEnd}',
      current_page: 'Trang %{page}', page: 'Đến trang %{page}', first: 'Trang đầu', last: 'Trang cuối', next: 'Tiếp', previous: 'Trước',
      page_rows_per_page: 'Số dòng mỗi trang:', skip_nav: 'Bỏ qua đến nội dung',
    },
    sort: { sort_by: 'Sắp xếp theo %{field_lower_first} %{order}', ASC: 'tăng dần', DESC: 'giảm dần' },
    auth: {
      auth_check_error: 'Vui lòng đăng nhập để tiếp tục', user_menu: 'Hồ sơ', username: 'Tên đăng nhập', password: 'Mật khẩu', email: 'Email', sign_in: 'Đăng nhập',
      sign_in_error: 'Đăng nhập không thành công, hãy thử lại', logout: 'Đăng xuất',
    },
    notification: {
      updated: 'Đã cập nhật %{smart_count} mục', created: 'Đã tạo', deleted: 'Đã xóa %{smart_count} mục', item_doesnt_exist: 'Bản ghi không tồn tại', http_error: 'Lỗi khi liên lạc với máy chủ',
      i18n_error: 'Không tải được bản dịch cho ngôn ngữ này', canceled: 'Đã hủy thao tác', logged_out: 'Phiên đã kết thúc, vui lòng đăng nhập lại.',
      not_authorized: 'Bạn không có quyền truy cập tài nguyên này.', offline: 'Đang ngoại tuyến, không lấy được dữ liệu.',
    },
    validation: {
      required: 'Bắt buộc', minLength: 'Ít nhất %{min} ký tự', maxLength: 'Tối đa %{max} ký tự', email: 'Nhập email hợp lệ', oneOf: 'Phải là một trong: %{options}',
    },
  },
};
