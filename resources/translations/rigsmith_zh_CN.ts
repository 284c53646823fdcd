<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddPart</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>移除部件</translation>
    </message>
</context>
<context>
    <name>Build</name>
    <message>
        <source>%1 GPUs: a build holds at most %2</source>
        <translation>%1 块 GPU：一台配置最多 %2 块</translation>
    </message>
    <message>
        <source>slot %1 is out of range 1–%2</source>
        <translation>插槽 %1 超出 1–%2 的范围</translation>
    </message>
    <message>
        <source>the motherboard %1 has no slot %2</source>
        <translation>主板 %1 没有插槽 %2</translation>
    </message>
    <message>
        <source>slot %1 already holds another GPU</source>
        <translation>插槽 %1 已装有另一块 GPU</translation>
    </message>
    <message>
        <source>quantity %1 is out of range 1–%2</source>
        <translation>数量 %1 超出 1–%2 的范围</translation>
    </message>
</context>
<context>
    <name>BuildFile</name>
    <message>
        <source>&quot;%1&quot; is not a part id</source>
        <translation>“%1”不是部件编号</translation>
    </message>
    <message>
        <source>a %1 where a %2 belongs</source>
        <translation>此处应为%2，却是%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code such as EUR</source>
        <translation>“%1”不是货币代码（例如 EUR）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: field %2: %3</source>
        <translation>%1：字段 %2：%3</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is larger than any build file (%1 bytes)</source>
        <translation>文件大于任何配置文件（%1 字节）</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2); the file may be truncated or damaged</source>
        <translation>不是有效的 JSON（第 %2 字节处：%1）；文件可能被截断或已损坏</translation>
    </message>
    <message>
        <source>not a Rigsmith build file (the JSON is not an object)</source>
        <translation>不是 Rigsmith 配置文件（JSON 不是对象）</translation>
    </message>
    <message>
        <source>not a Rigsmith build file (format is &quot;%1&quot;, expected &quot;%2&quot;)</source>
        <translation>不是 Rigsmith 配置文件（格式为“%1”，应为“%2”）</translation>
    </message>
    <message>
        <source>missing or not a positive whole number</source>
        <translation>缺失或不是正整数</translation>
    </message>
    <message>
        <source>written by a newer Rigsmith (format version %1; this version reads up to %2). Update Rigsmith to open it.</source>
        <translation>由更新版本的 Rigsmith 写入（格式版本 %1；本版本最高读取 %2）。请升级 Rigsmith 后打开。</translation>
    </message>
    <message>
        <source>is a folder, not a build file</source>
        <translation>是文件夹，不是配置文件</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>is a folder; choose a file name</source>
        <translation>是文件夹；请选择文件名</translation>
    </message>
    <message>
        <source>is not a regular file; choose another name</source>
        <translation>不是普通文件；请换一个名称</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>cannot be saved: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 不是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 超出 0 到 %2 的范围</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知取值“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1 entries, more than the %2 allowed</source>
        <translation>%1 项，超过允许的 %2 项</translation>
    </message>
    <message>
        <source>%1 is not a whole number from %2 to %3</source>
        <translation>%1 不是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 超出 %2 到 %3 的范围</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>%1 is not a slot width (1 to 16 in steps of 0.5)</source>
        <translation>%1 不是有效的槽宽（1 到 16，步长 0.5）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code such as USD</source>
        <translation>“%1”不是货币代码（例如 USD）</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>No parts catalog was found (looked in %1). Build Rigsmith to generate it, or name one with --catalog or RIGSMITH_CATALOG.</source>
        <translation>未找到部件目录（已查找：%1）。请构建 Rigsmith 以生成目录，或用 --catalog 或 RIGSMITH_CATALOG 指定目录文件。</translation>
    </message>
    <message>
        <source>The parts catalog named by %1 does not exist: %2.</source>
        <translation>%1 指定的部件目录不存在：%2。</translation>
    </message>
    <message>
        <source>The parts catalog %1 does not exist. Build Rigsmith (it generates the catalog), or point --catalog or RIGSMITH_CATALOG at a catalog file.</source>
        <translation>部件目录 %1 不存在。请构建 Rigsmith（构建时会生成目录），或用 --catalog 或 RIGSMITH_CATALOG 指向目录文件。</translation>
    </message>
    <message>
        <source>The parts catalog %1 cannot be read. Check its permissions.</source>
        <translation>无法读取部件目录 %1。请检查其权限。</translation>
    </message>
    <message>
        <source>The parts catalog %1 is damaged (%2). Rebuild Rigsmith to regenerate it, or reinstall it.</source>
        <translation>部件目录 %1 已损坏（%2）。请重新构建 Rigsmith 以重新生成，或重新安装。</translation>
    </message>
    <message>
        <source>The parts catalog %1 has schema version %2, newer than this Rigsmith reads (%3). Update Rigsmith, or use the catalog that came with it.</source>
        <translation>部件目录 %1 的结构版本为 %2，比本版 Rigsmith 能读取的版本（%3）新。请升级 Rigsmith，或使用随附的目录。</translation>
    </message>
    <message>
        <source>The parts catalog %1 has schema version %2, older than this Rigsmith reads (%3). Rebuild Rigsmith to regenerate it.</source>
        <translation>部件目录 %1 的结构版本为 %2，比本版 Rigsmith 读取的版本（%3）旧。请重新构建 Rigsmith 以重新生成。</translation>
    </message>
</context>
<context>
    <name>Migrations</name>
    <message>
        <source>no schema steps were found; the installation is incomplete</source>
        <translation>未找到任何结构步骤；安装不完整</translation>
    </message>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>无法读取结构版本：%1</translation>
    </message>
    <message>
        <source>the database has schema version %1, newer than this Rigsmith understands (%2); update Rigsmith</source>
        <translation>数据库结构版本为 %1，比本版 Rigsmith 能理解的版本（%2）新；请升级 Rigsmith</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>schema step %1 failed: %2</source>
        <translation>结构步骤 %1 失败：%2</translation>
    </message>
    <message>
        <source>schema step %1 could not be committed: %2</source>
        <translation>结构步骤 %1 无法提交：%2</translation>
    </message>
</context>
<context>
    <name>MoveGpu</name>
    <message>
        <source>Move GPU from slot %1 to slot %2</source>
        <translation>将 GPU 从插槽 %1 移到插槽 %2</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>Cannot create the folder %1 for your custom parts and prices; they are off for this session. Check the folder&apos;s permissions.</source>
        <translation>无法为自定义部件和价格创建文件夹 %1；本次会话中它们不可用。请检查该文件夹的权限。</translation>
    </message>
    <message>
        <source>Cannot open your custom parts file %1 (%2); custom parts and prices are off for this session.</source>
        <translation>无法打开自定义部件文件 %1（%2）；本次会话中自定义部件和价格不可用。</translation>
    </message>
    <message>
        <source>Your custom parts file %1 cannot be used (%2); custom parts and prices are off for this session.</source>
        <translation>自定义部件文件 %1 无法使用（%2）；本次会话中自定义部件和价格不可用。</translation>
    </message>
    <message>
        <source>Cannot save the custom part: %1</source>
        <translation>无法保存自定义部件：%1</translation>
    </message>
    <message>
        <source>Cannot save the price: %1</source>
        <translation>无法保存价格：%1</translation>
    </message>
</context>
<context>
    <name>PartFilter</name>
    <message>
        <source>%1 mm long; the case takes cards up to %2 mm</source>
        <translation>长 %1 mm；机箱只容纳 %2 mm 以内的显卡</translation>
    </message>
    <message>
        <source>socket %1; the motherboard has %2</source>
        <translation>插座为 %1；主板为 %2</translation>
    </message>
    <message>
        <source>socket %1; the CPU needs %2</source>
        <translation>插座为 %1；CPU 需要 %2</translation>
    </message>
    <message>
        <source>%1 board; the case does not take it</source>
        <translation>%1 主板；机箱装不下</translation>
    </message>
    <message>
        <source>takes %1 memory; the build has %2</source>
        <translation>支持 %1 内存；配置中为 %2</translation>
    </message>
    <message>
        <source>%1; the motherboard takes %2</source>
        <translation>%1；主板支持 %2</translation>
    </message>
    <message>
        <source>does not take a %1 board</source>
        <translation>装不下 %1 主板</translation>
    </message>
    <message>
        <source>takes cards up to %1 mm; the longest GPU is %2 mm</source>
        <translation>只容纳 %1 mm 以内的显卡；最长的 GPU 为 %2 mm</translation>
    </message>
    <message>
        <source>takes CPU coolers up to %1 mm</source>
        <translation>只容纳 %1 mm 以内的 CPU 散热器</translation>
    </message>
    <message>
        <source>does not fit socket %1</source>
        <translation>不适配插座 %1</translation>
    </message>
    <message>
        <source>%1 mm tall; the case takes %2 mm</source>
        <translation>高 %1 mm；机箱只容纳 %2 mm</translation>
    </message>
    <message>
        <source>%1 W; the GPUs and CPU need at least %2 W</source>
        <translation>%1 W；GPU 和 CPU 至少需要 %2 W</translation>
    </message>
</context>
<context>
    <name>PartKind</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>research chasing state-of-the-art results</source>
        <translation>追求最先进成绩的研究</translation>
    </message>
    <message>
        <source>research on new architectures</source>
        <translation>探索新架构的研究</translation>
    </message>
    <message>
        <source>other research</source>
        <translation>其他研究</translation>
    </message>
    <message>
        <source>Kaggle competitions</source>
        <translation>Kaggle 竞赛</translation>
    </message>
    <message>
        <source>startup</source>
        <translation>创业公司</translation>
    </message>
    <message>
        <source>company prototyping</source>
        <translation>企业原型开发</translation>
    </message>
    <message>
        <source>company training</source>
        <translation>企业模型训练</translation>
    </message>
    <message>
        <source>training large transformers</source>
        <translation>训练大型 Transformer</translation>
    </message>
    <message>
        <source>16-bit (mixed precision)</source>
        <translation>16 位（混合精度）</translation>
    </message>
    <message>
        <source>32-bit</source>
        <translation>32 位</translation>
    </message>
    <message>
        <source>on the fly, during training</source>
        <translation>训练中实时预处理</translation>
    </message>
    <message>
        <source>once, before training</source>
        <translation>训练前一次性预处理</translation>
    </message>
</context>
<context>
    <name>PlaceGpu</name>
    <message>
        <source>Place %1 in slot %2</source>
        <translation>将 %1 装入插槽 %2</translation>
    </message>
    <message>
        <source>The motherboard has no slot %1.</source>
        <translation>主板没有插槽 %1。</translation>
    </message>
    <message>
        <source>Slot %1 does not exist.</source>
        <translation>插槽 %1 不存在。</translation>
    </message>
    <message>
        <source>Slot %1 already holds %2.</source>
        <translation>插槽 %1 已装有 %2。</translation>
    </message>
    <message>
        <source>A build holds at most %1 GPUs.</source>
        <translation>一台配置最多容纳 %1 块 GPU。</translation>
    </message>
</context>
<context>
    <name>RemoveGpu</name>
    <message>
        <source>Remove GPU from slot %1</source>
        <translation>从插槽 %1 移除 GPU</translation>
    </message>
</context>
<context>
    <name>SetPart</name>
    <message>
        <source>Choose %1</source>
        <translation>选用 %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除%1</translation>
    </message>
</context>
<context>
    <name>SetSettings</name>
    <message>
        <source>Change workload</source>
        <translation>修改工作负载</translation>
    </message>
    <message>
        <source>Change environment</source>
        <translation>修改使用环境</translation>
    </message>
    <message>
        <source>Rename build</source>
        <translation>重命名配置</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Show this help</source>
        <translation>显示本帮助</translation>
    </message>
    <message>
        <source>Show the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <source>Print JSON instead of text</source>
        <translation>输出 JSON 而非文本</translation>
    </message>
    <message>
        <source>The command to run</source>
        <translation>要执行的命令</translation>
    </message>
    <message>
        <source>no command given; try rigsmith-cli --help</source>
        <translation>未给出命令；请尝试 rigsmith-cli --help</translation>
    </message>
    <message>
        <source>show takes one build file</source>
        <translation>show 需要一个配置文件</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try rigsmith-cli --help</source>
        <translation>未知命令“%1”；请尝试 rigsmith-cli --help</translation>
    </message>
    <message>
        <source>Usage: rigsmith-cli &lt;command&gt; [options]

Commands:
  show FILE [--json]   List a build&apos;s parts, slots, workload and environment
  catalog [--json]     Describe the parts catalog: where it is, its version, parts per kind

Options:
  -h, --help           Show this help
  -v, --version        Show the version
  --json               Print JSON instead of text
  --catalog PATH       Use this parts catalog (default: RIGSMITH_CATALOG, then the bundled one)

Exit status: 0 success, 2 bad input.
</source>
        <translation>用法：rigsmith-cli &lt;命令&gt; [选项]

命令：
  show FILE [--json]   列出配置的部件、插槽、工作负载和使用环境
  catalog [--json]     描述部件目录：位置、版本、各类部件数量

选项：
  -h, --help           显示本帮助
  -v, --version        显示版本
  --json               输出 JSON 而非文本
  --catalog PATH       使用此部件目录（默认：RIGSMITH_CATALOG，其次为随附目录）

退出状态：0 成功，2 输入有误。
</translation>
    </message>
    <message>
        <source>Parts catalog to use</source>
        <translation>要使用的部件目录</translation>
    </message>
    <message>
        <source>%1 %2 (data of %3)</source>
        <translation>%1 %2（数据日期 %3）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Deep-learning workstation configurator</source>
        <translation>深度学习工作站配置工具</translation>
    </message>
    <message>
        <source>Build file to open</source>
        <translation>要打开的配置文件</translation>
    </message>
    <message>
        <source>Parts catalog to use</source>
        <translation>要使用的部件目录</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::MainWindow</name>
    <message>
        <source>Rigsmith builds (*.rigsmith);;All files (*)</source>
        <translation>Rigsmith 配置 (*.rigsmith);;所有文件 (*)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>An empty build. Open a build file (Ctrl+O) to see its parts.</source>
        <translation>空配置。打开配置文件（Ctrl+O）即可查看其部件。</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>The parts of this build, their slots and the workload it is planned for</source>
        <translation>本配置的部件、所在插槽及计划承担的工作负载</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>%1 cores / %2 threads</source>
        <translation>%1 核 / %2 线程</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>GPU in slot %1</source>
        <translation>插槽 %1 中的 GPU</translation>
    </message>
    <message>
        <source>%1 GB, %2 W, %3 slots</source>
        <translation>%1 GB，%2 W，占 %3 槽</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Rigsmith</source>
        <translation>%1[*] — Rigsmith</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The build has unsaved changes. Save them?</source>
        <translation>配置有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Open build</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save build</source>
        <translation>无法保存配置</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save build</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>expansion slots: %1</source>
        <translation>扩展槽位：%1</translation>
    </message>
    <message>
        <source>%1, PCIe slots: %2</source>
        <translation>%1，PCIe 插槽：%2</translation>
    </message>
    <message>
        <source>Catalog: %1 parts</source>
        <translation>目录：%1 个部件</translation>
    </message>
    <message>
        <source>%1, version %2, data of %3</source>
        <translation>%1，版本 %2，数据日期 %3</translation>
    </message>
    <message>
        <source>No parts catalog</source>
        <translation>无部件目录</translation>
    </message>
    <message>
        <source>Parts catalog</source>
        <translation>部件目录</translation>
    </message>
    <message>
        <source>%1, PCIe slots: %2 (approximate layout)</source>
        <translation>%1，PCIe 插槽：%2（近似布局）</translation>
    </message>
</context>
<context>
    <name>show</name>
    <message>
        <source>%1 expansion slots, GPUs up to %2 mm</source>
        <translation>%1 个扩展槽位，显卡最长 %2 mm</translation>
    </message>
    <message>
        <source>%1 %2, %3 PCIe slots</source>
        <translation>%1 %2，%3 个 PCIe 插槽</translation>
    </message>
    <message>
        <source>%1 cores / %2 threads, %3 W, %4 lanes</source>
        <translation>%1 核 / %2 线程，%3 W，%4 条通道</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>%1 W %2</source>
        <translation>%1 W %2</translation>
    </message>
    <message>
        <source>%1 GB, %2 W, %3 slots, %4</source>
        <translation>%1 GB，%2 W，占 %3 槽，%4</translation>
    </message>
    <message>
        <source>%1 × %2 GB %3</source>
        <translation>%1 × %2 GB %3</translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <source>Build: %1</source>
        <translation>配置：%1</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>插槽 %1</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>task %1, precision %2, preprocessing %3, async loading %4, dataset %5 GB</source>
        <translation>任务 %1，精度 %2，预处理 %3，异步加载 %4，数据集 %5 GB</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>使用环境</translation>
    </message>
    <message>
        <source>electricity %1 %2/kWh, %3 h/day, %4 years, circuit %5 V / %6 A</source>
        <translation>电价 %1 %2/kWh，每天 %3 小时，%4 年，电路 %5 V / %6 A</translation>
    </message>
</context>
</TS>
