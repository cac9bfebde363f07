import type { SeedLanguage } from './seed-language';

/** The starting content in yn (legacy lang key). */
export const SEED_YN: SeedLanguage = {
  about: {
    title: 'Về Meridian',
    summary: 'Chúng tôi là ai và nền tảng bảo vệ tiền của bạn như thế nào.',
    sections: [
      [
        'Chúng tôi là ai',
        'Meridian là nền tảng giao dịch và đầu tư cho khách hàng cá nhân. Bạn có thể giao dịch tiền mã hóa giao ngay, hợp đồng vĩnh cửu và quyền chọn giao nhận trên tiền mã hóa, ngoại hối, cổ phiếu, chỉ số, kim loại và năng lượng, và sinh lời USDT qua sản phẩm lưu ký, quỹ và khoản vay.',
      ],
      [
        'Cách chúng tôi bảo vệ tiền của bạn',
        'Mọi dịch chuyển tiền đều được ghi lại thành sự kiện và bút toán cân đối. Lệnh rút được xét duyệt, và quyết định của nhân viên giải ngân trên một ngưỡng cần hai người khác nhau.',
      ],
      [
        'Giá bạn có thể kiểm tra',
        'Kết quả hợp đồng và quyền chọn dùng các mức giá đã ghi. Giá của mỗi giờ được tạo từ một hạt giống có dấu vân tay công bố trước giờ đó, nên ai cũng có thể tính lại trên trang Kiểm tra giá.',
      ],
      [
        'Liên hệ',
        'Các kênh chính thức của chúng tôi có trên trang Tải xuống. Chúng tôi không bao giờ hỏi mật khẩu, mã xác minh hay cụm từ khôi phục ví của bạn.',
      ],
    ],
  },
  userAgreement: {
    title: 'Thỏa thuận người dùng',
    summary: 'Quy tắc tài khoản của bạn: xác minh, rủi ro, phí, bảo mật và tài khoản demo.',
    sections: [
      [
        '1. Tài khoản của bạn',
        'Mỗi người giữ một tài khoản, đăng ký bằng số điện thoại hoặc e-mail của chính mình. Bạn tự giữ mật khẩu, mật khẩu giao dịch và ứng dụng xác thực; mọi thao tác thực hiện bằng chúng được coi là do bạn thực hiện.',
      ],
      [
        '2. Xác minh',
        'Rút tiền, vay và các khoản đặt lớn cần xác minh danh tính. Thông tin bạn gửi phải trung thực và là của bạn; nếu không, chúng tôi có thể từ chối hoặc chấm dứt tài khoản.',
      ],
      [
        '3. Rủi ro',
        'Giá tài sản tiền mã hóa, tiền tệ, cổ phiếu và hàng hóa biến động nhanh. Hợp đồng có đòn bẩy và quyền chọn có thể mất toàn bộ ký quỹ hoặc tiền đặt. Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất; không nội dung nào ở đây là lời khuyên đầu tư.',
      ],
      [
        '4. Giá, phí và hồ sơ',
        'Mọi lệnh được khớp ở giá đã ghi nhận, không phải ở giá bạn đặt làm giới hạn. Mỗi màn hình hiển thị phí trước khi bạn xác nhận, và hồ sơ của bạn lưu mọi biến động tiền.',
      ],
      [
        '5. Bảo mật',
        'Chúng tôi có thể tạm giữ một lệnh rút để xem xét sau khi bạn thay đổi cài đặt bảo mật hoặc khi có dấu hiệu bất thường, và cho bạn biết lý do cùng thời hạn.',
      ],
      ['6. Tài khoản demo', 'Tài khoản demo giao dịch bằng tiền ảo không thể nạp hay rút và có thời hạn.'],
      [
        '7. Quyền riêng tư',
        'Cách chúng tôi xử lý dữ liệu cá nhân của bạn được nêu trong Chính sách quyền riêng tư, là một phần của thỏa thuận này.',
      ],
      [
        '8. Thay đổi',
        'Khi chúng tôi thay đổi thỏa thuận này theo cách ảnh hưởng đến bạn, chúng tôi sẽ đề nghị bạn đọc và chấp nhận phiên bản mới vào lần đăng nhập tiếp theo. Trước đó, phiên bản bạn đã chấp nhận vẫn được áp dụng.',
      ],
    ],
  },
  privacyPolicy: {
    title: 'Chính sách quyền riêng tư',
    summary: 'Chúng tôi thu thập gì, để làm gì, lưu bao lâu và quyền của bạn.',
    sections: [
      [
        'Chúng tôi thu thập gì',
        'Số điện thoại hoặc email, giấy tờ bạn gửi để xác minh, lệnh giao dịch, nạp và rút tiền, cùng địa chỉ và thiết bị bạn dùng để đăng nhập.',
      ],
      [
        'Để làm gì',
        'Để vận hành tài khoản, tuân thủ luật về xác minh danh tính và chống rửa tiền, bảo vệ tài khoản và trả lời khi bạn liên hệ hỗ trợ.',
      ],
      [
        'Ai được xem',
        'Chỉ nhân viên cần cho công việc, mỗi lần truy cập bằng tài khoản riêng. Chúng tôi chỉ cung cấp cho cơ quan chức năng khi luật yêu cầu. Chúng tôi không bán dữ liệu của bạn.',
      ],
      ['Lưu bao lâu', 'Trong thời gian tài khoản còn mở, và sau đó trong thời hạn luật về hồ sơ tài chính yêu cầu.'],
      [
        'Quyền của bạn',
        'Bạn có thể yêu cầu bản sao, sửa đổi và, khi luật cho phép, xóa dữ liệu. Hãy liên hệ hỗ trợ từ Trung tâm trợ giúp.',
      ],
    ],
  },
  loanAgreement: {
    title: 'Hợp đồng vay',
    summary: 'Điều khoản áp dụng cho mọi khoản vay.',
    sections: [
      [
        'Khoản vay',
        'Số tiền, thời hạn tính bằng ngày và lãi suất ngày là những gì hiển thị khi bạn đăng ký. Chúng được cố định vào khoản vay khi giải ngân; thay đổi sau đó không áp dụng.',
      ],
      ['Lãi', 'Không tính lãi trong những ngày miễn lãi mà sản phẩm nêu; sau đó lãi được tính hằng ngày trên số dư nợ.'],
      ['Trả nợ', 'Bạn trả từ tài khoản quỹ, hoặc chuyển khoản ngân hàng kèm chứng từ để bộ phận tài chính kiểm tra.'],
      ['Trả chậm', 'Sau ngày đến hạn, lãi quá hạn được tính mỗi ngày cho đến khi trả hết.'],
      ['Cam kết của bạn', 'Giấy tờ bạn gửi là thật và của chính bạn. Khoản vay cần xác minh danh tính nâng cao.'],
    ],
  },
  categories: { start: 'Bắt đầu', funds: 'Nạp và rút tiền', security: 'Bảo mật' },
  articles: {
    createAccount: {
      title: 'Làm sao để tạo tài khoản?',
      summary: 'Đăng ký bằng số điện thoại hoặc email trong một phút.',
      sections: [
        [
          'Đăng ký',
          'Mở Tạo tài khoản, chọn điện thoại hoặc email, yêu cầu mã xác minh rồi nhập cùng mật khẩu từ 6 đến 24 ký tự. Mã mời là tùy chọn.',
        ],
        ['Dùng thử trước', 'Chưa sẵn sàng? Tạo tài khoản demo từ trang đăng nhập: giao dịch bằng tiền ảo và hết hạn sau một thời gian.'],
      ],
    },
    verifyIdentity: {
      title: 'Vì sao và làm sao để xác minh danh tính?',
      summary: 'Xác minh mở khóa rút tiền, khoản vay và hạn mức cao hơn.',
      sections: [
        [
          'Ba cấp',
          'Xác minh cơ bản cần quốc tịch, họ tên, giấy tờ và ảnh; nâng cao thêm nghề nghiệp và nguồn tiền; xác minh địa chỉ cần một hóa đơn gần đây.',
        ],
        [
          'Mất bao lâu',
          'Bộ phận tuân thủ xét duyệt mỗi hồ sơ, thường trong một ngày làm việc. Khi từ chối luôn có lý do và bạn có thể gửi lại.',
        ],
      ],
    },
    depositCrypto: {
      title: 'Làm sao để nạp tiền mã hóa?',
      summary: 'Gửi coin đến địa chỉ nạp của bạn và khai báo giao dịch.',
      sections: [
        ['Địa chỉ của bạn', 'Mở Tài sản, chọn Nạp, rồi chọn coin và mạng. Chỉ gửi đúng coin đó trên đúng mạng đó đến địa chỉ hiển thị.'],
        ['Mức tối thiểu', 'Khoản nạp dưới mức tối thiểu (1 USDT, 0,001 BTC, 0,1 ETH, 10 TRX) có thể không được ghi có.'],
      ],
    },
    withdraw: {
      title: 'Rút tiền hoạt động thế nào?',
      summary: 'Hạn mức, xét duyệt và điều gì xảy ra sau khi đổi cài đặt bảo mật.',
      sections: [
        ['Trước khi bắt đầu', 'Đặt mật khẩu giao dịch trong trung tâm bảo mật và thêm địa chỉ bạn muốn rút đến.'],
        [
          'Xét duyệt',
          'Số tiền bị phong tỏa đến khi bộ phận tài chính xét duyệt. Sau khi bạn đổi mật khẩu, lệnh rút được giữ lại xét duyệt một thời gian để bảo vệ bạn.',
        ],
      ],
    },
    twoFactor: {
      title: 'Làm sao để bật ứng dụng xác thực?',
      summary: 'Yếu tố thứ hai cho đăng nhập và rút tiền.',
      sections: [
        ['Thiết lập', 'Mở trung tâm bảo mật, chọn Ứng dụng xác thực, quét mã bằng ứng dụng xác thực và nhập mã sáu chữ số hiển thị.'],
        ['Mất điện thoại?', 'Liên hệ hỗ trợ từ Trung tâm trợ giúp: chúng tôi xác minh bạn trước khi tắt nó.'],
      ],
    },
    officialChannels: {
      title: 'Làm sao biết tin nhắn thật sự từ chúng tôi?',
      summary: 'Kiểm tra liên kết, địa chỉ hoặc tài khoản trước khi tin.',
      sections: [
        [
          'Kiểm tra',
          'Dùng trang kiểm tra chính thức để xem một trang web, địa chỉ email hay tài khoản mạng xã hội có phải của chúng tôi không.',
        ],
        ['Không bao giờ chia sẻ', 'Không ai từ Meridian sẽ hỏi mật khẩu, mã xác minh hay cụm từ khôi phục ví của bạn.'],
      ],
    },
  },
};
