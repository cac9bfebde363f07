// Thai for the react-admin messages the back office shows; anything not listed here falls back to
// ra-language-english, merged underneath.
export const raThai = {
  ra: {
    action: {
      add_filter: 'เพิ่มตัวกรอง', add: 'เพิ่ม', back: 'กลับ', bulk_actions: 'เลือก %{smart_count} รายการ', cancel: 'ยกเลิก', clear_input_value: 'ล้าง',
      confirm: 'ยืนยัน', create: 'สร้าง', create_item: 'สร้าง %{item}', delete: 'ลบ', edit: 'แก้ไข', export: 'ส่งออก', list: 'รายการ', refresh: 'รีเฟรช',
      remove_filter: 'เอาตัวกรองนี้ออก', remove_all_filters: 'เอาตัวกรองทั้งหมดออก', remove: 'เอาออก', reset: 'รีเซ็ต', save: 'บันทึก', search: 'ค้นหา',
      select_all: 'เลือกทั้งหมด', select_row: 'เลือกแถวนี้', show: 'ดู', sort: 'เรียง', undo: 'เลิกทำ', unselect: 'ยกเลิกการเลือก', expand: 'ขยาย', close: 'ปิด',
      open_menu: 'เปิดเมนู', close_menu: 'ปิดเมนู', update: 'อัปเดต', open: 'เปิด', toggle_theme: 'สลับธีมสว่าง/มืด', select_columns: 'คอลัมน์',
    },
    boolean: { true: 'ใช่', false: 'ไม่', null: ' ' },
    page: {
      create: 'สร้าง %{name}', dashboard: 'แดชบอร์ด', edit: '%{name} %{recordRepresentation}', error: 'เกิดข้อผิดพลาด', list: '%{name}', loading: 'กำลังโหลด',
      not_found: 'ไม่พบ', show: '%{name} %{recordRepresentation}', empty: 'ยังไม่มี %{name}', invite: 'ต้องการเพิ่มไหม?', access_denied: 'ไม่มีสิทธิ์เข้าถึง',
      authentication_error: 'ข้อผิดพลาดในการยืนยันตัวตน',
    },
    input: { password: { toggle_visible: 'ซ่อนรหัสผ่าน', toggle_hidden: 'แสดงรหัสผ่าน' } },
    message: {
      about: 'เกี่ยวกับ', access_denied: 'คุณไม่มีสิทธิ์ดูหน้านี้', are_you_sure: 'แน่ใจหรือไม่?', details: 'รายละเอียด',
      error: 'เกิดข้อผิดพลาดฝั่งไคลเอนต์ คำขอไม่สำเร็จ', invalid_form: 'แบบฟอร์มไม่ถูกต้อง โปรดตรวจสอบข้อผิดพลาด', loading: 'โปรดรอสักครู่', no: 'ไม่',
      not_found: 'URL ไม่ถูกต้องหรือลิงก์ใช้ไม่ได้แล้ว', unsaved_changes: 'มีการเปลี่ยนแปลงที่ยังไม่บันทึก ต้องการทิ้งหรือไม่?', yes: 'ใช่',
    },
    navigation: {
      clear_filters: 'ล้างตัวกรอง', no_filtered_results: 'ไม่มี %{name} ตรงกับตัวกรอง', no_results: 'ไม่พบ %{name}',
      page_out_of_boundaries: 'หน้า %{page} อยู่นอกช่วง', page_out_from_end: 'นี่คือหน้าสุดท้าย', page_out_from_begin: 'นี่คือหน้าแรก',
      page_range_info: '%{offsetBegin}-%{offsetEnd} จาก %{total}', partial_page_range_info: '%{offsetBegin}-%{offsetEnd} จากมากกว่า %{offsetEnd}',
      current_page: 'หน้า %{page}', page: 'ไปหน้า %{page}', first: 'หน้าแรก', last: 'หน้าสุดท้าย', next: 'ถัดไป', previous: 'ก่อนหน้า',
      page_rows_per_page: 'แถวต่อหน้า:', skip_nav: 'ข้ามไปยังเนื้อหา',
    },
    sort: { sort_by: 'เรียงตาม %{field_lower_first} %{order}', ASC: 'น้อยไปมาก', DESC: 'มากไปน้อย' },
    auth: {
      auth_check_error: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ', user_menu: 'โปรไฟล์', username: 'ชื่อผู้ใช้', password: 'รหัสผ่าน', email: 'อีเมล',
      sign_in: 'เข้าสู่ระบบ', sign_in_error: 'เข้าสู่ระบบไม่สำเร็จ โปรดลองอีกครั้ง', logout: 'ออกจากระบบ',
    },
    notification: {
      updated: 'อัปเดตแล้ว %{smart_count} รายการ', created: 'สร้างแล้ว', deleted: 'ลบแล้ว %{smart_count} รายการ', item_doesnt_exist: 'ไม่มีรายการนี้', http_error: 'การสื่อสารกับเซิร์ฟเวอร์ผิดพลาด',
      i18n_error: 'โหลดคำแปลของภาษานี้ไม่ได้', canceled: 'ยกเลิกการดำเนินการแล้ว', logged_out: 'เซสชันสิ้นสุดแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
      not_authorized: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้', offline: 'ออฟไลน์อยู่ ดึงข้อมูลไม่ได้',
    },
    validation: {
      required: 'จำเป็น', minLength: 'อย่างน้อย %{min} ตัวอักษร', maxLength: 'ไม่เกิน %{max} ตัวอักษร', email: 'ใส่อีเมลที่ถูกต้อง', oneOf: 'ต้องเป็นหนึ่งใน: %{options}',
    },
  },
};
