import type { AppMessages } from './en';

export const zh: AppMessages = {
  app: {
    title: 'Meridian 后台',
    auth: {
      email: '邮箱',
      password: '密码',
      required: '请先登录。',
    },
    errors: {
      forbidden: '无权操作：您的角色不允许执行此操作。',
      network: '无法连接服务器，请检查网络后重试。',
      http_server: '服务器未能响应，请稍后重试。',
      http_other: '请求被拒绝。',
      unsupported: '后台不支持此操作。',
    },
    locale: { switch: '语言：%{language}。切换语言' },
    auditor_banner: '审计员只读视图：您可以查看所有内容，但不能做任何修改。',
    dashboard: {
      welcome: '欢迎，%{name}',
      roles: '当前角色：%{roles}',
      queues: '从这里开始',
      customers: '查找客户并逐条回放其事件历史',
      outbox: '查看发送给客户的消息，例如验证码',
      staff: '管理员工账号及其角色',
    },
    roles: {
      admin: '管理员',
      support: '客服',
      compliance: '合规',
      finance: '财务',
      auditor: '审计员',
    },
    customers: {
      search: '按邮箱、手机号、ID 或邀请码搜索',
      kind: { real: '真实', demo: '模拟' },
      type: { email: '邮箱', phone: '手机' },
      empty: '没有匹配的客户。请清除筛选条件，或换一个邮箱、手机号、ID 或邀请码搜索。',
      profile: '资料',
      timeline: '事件历史（按时间先后）',
      timeline_empty: '该客户暂无事件。',
    },
    events: {
      data: '数据',
      metadata: '元数据',
      expand_data: '显示数据',
      expand_metadata: '显示元数据',
    },
    outbox: {
      empty: '尚未向该收件人发送消息。请核对邮箱或手机号。',
      channel: { email: '邮件', sms: '短信' },
    },
    staff: {
      empty: '没有符合筛选条件的员工账号。',
      status: { active: '启用', disabled: '已停用' },
    },
  },
  resources: {
    customers: {
      name: '客户',
      fields: {
        id: 'ID',
        account: '账号',
        type: '类型',
        kind: '账户类别',
        name: '姓名',
        email: '邮箱',
        phone: '手机号',
        area_code: '区号',
        invitation_code: '邀请码',
        lang: '语言',
        demo_expires_at: '模拟账户到期',
        created_at: '注册时间',
        q: '搜索',
      },
    },
    'customer-events': {
      name: '事件',
      fields: {
        createdAt: '时间',
        streamId: '事件流',
        version: '版本',
        type: '类型',
        data: '数据',
      },
    },
    outbox: {
      name: '发件箱',
      fields: {
        createdAt: '时间',
        channel: '渠道',
        recipient: '收件人',
        subject: '主题',
        body: '内容',
      },
    },
    staff: {
      name: '员工',
      fields: {
        id: 'ID',
        email: '邮箱',
        name: '姓名',
        password: '初始密码',
        roles: '角色',
        disabled: '已停用',
        createdAt: '创建时间',
      },
    },
  },
};
