export const seeMyWork = "看看我的作品";
export const seeResume = "查看简历";
export const scroll = "向下";
export const scrollTo = (section: string) => `向下滚动到“${section}”`;
export const rubricMark = "评分";
export const criterionMet = "：达成";
export const aboutTitle = "关于我";
export const experienceTitle = "我主导的项目";
export const outcome = "成果：";
export const contactTitle = "一起做点什么吧";
export const contactIntro = "有想法、问题或机会？很高兴收到你的消息。";
export const opensEmail = "打开你的邮件应用";
export const opensInNewTab = (host: string) => `在新标签页中打开 ${host}`;
export const sendEmail = "给我发邮件";
export const projectsFeatured = "精选项目";
export const projectsAdditional = "其他项目";
export const projectsStatus = "状态";
export const projectsBadges = {
  Complete: "已完成",
  Expanding: "扩展中",
  Featured: "精选",
  "In Progress": "进行中",
};
export const projectsTechnologies = "技术：";
export const projectsVisit = "访问";
export const projectsVisitProject = (title: string) => `访问 ${title}`;
export const projectsCode = "代码";
export const projectsCodeFor = (title: string) => `${title} 的代码`;
export const projectsReadCaseStudy = "阅读案例研究";
export const projectsReadCaseStudyOf = (title: string) => `阅读 ${title} 的案例研究`;
export const projectsReadMore = "展开";
export const projectsShowLess = "收起";
export const projectsImages = (title: string) => `${title} 的图片`;
export const projectsImageStrip = "图片条";
export const projectsSlide = (index: number, total: number) => `第 ${index} 张，共 ${total} 张`;
export const projectsPauseRotation = "暂停图片轮播";
export const projectsPlayRotation = "继续图片轮播";
export const projectsShowImage = (index: number, total: number) =>
  `显示第 ${index} 张图片，共 ${total} 张`;
export const projectsCarouselRole = "轮播";
export const projectsSlideRole = "幻灯片";
