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
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>--own %1: no such part in the catalog</source>
        <translation>--own %1：目录中没有此部件</translation>
    </message>
    <message>
        <source>--avoid %1: no such part in the catalog</source>
        <translation>--avoid %1：目录中没有此部件</translation>
    </message>
    <message>
        <source>%1 is both owned and to be avoided</source>
        <translation>%1 既标为已拥有又标为要避开</translation>
    </message>
    <message>
        <source>the GPUs you own are of two models (%1, %2); the advisor plans builds of one model, as the guide advises</source>
        <translation>你拥有的 GPU 属于两种型号（%1、%2）；按指南建议，顾问只规划单一型号的配置</translation>
    </message>
    <message>
        <source>%1 is owned %2 times; a build holds one</source>
        <translation>%1 被标为拥有 %2 个；一套配置只装一个</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 would be faster, but %2 GB a card cannot hold the workload</source>
        <translation>%1 会更快，但每卡 %2 GB 容纳不下该工作负载</translation>
    </message>
    <message>
        <source>%1 would be faster, but no priced board has %2 x16 slots</source>
        <translation>%1 会更快，但没有有价格的主板具备 %2 个 x16 插槽</translation>
    </message>
    <message>
        <source>%1 would be faster, but no priced board with confirmed slot openings has %2 x16 slots</source>
        <translation>%1 会更快，但没有插槽位置经资料确认且有价格的主板具备 %2 个 x16 插槽</translation>
    </message>
    <message>
        <source>%1 would be faster, but no board&apos;s slots take that many of these cards without one covering another</source>
        <translation>%1 会更快，但没有主板的插槽能装下这么多这种卡而不互相遮挡</translation>
    </message>
    <message>
        <source>%1 would be faster, but its builds fail %2: %3</source>
        <translation>%1 会更快，但其配置未通过 %2：%3</translation>
    </message>
    <message>
        <source>cheaper cards (%1 and others) cannot hold the workload</source>
        <translation>更便宜的卡（%1 等）容纳不下该工作负载</translation>
    </message>
    <message>
        <source>it has the most GPUs asked for (%1)</source>
        <translation>已达到要求的最多 GPU 数（%1）</translation>
    </message>
    <message>
        <source>nothing faster qualifies</source>
        <translation>没有更快的配置符合条件</translation>
    </message>
    <message>
        <source>the next step up costs more</source>
        <translation>再往上一级的配置更贵</translation>
    </message>
    <message>
        <source>%1 more (+%2 %) buys %3 × %4: %5 (+%6 %)</source>
        <translation>多花 %1（+%2 %）可买 %3 × %4：%5（+%6 %）</translation>
    </message>
    <message>
        <source>Suggested by the Rigsmith advisor on %1 for: %2.</source>
        <translation>由 Rigsmith 配置顾问于 %1 推荐，用于：%2。</translation>
    </message>
    <message>
        <source>Budget: %1.</source>
        <translation>预算：%1。</translation>
    </message>
    <message>
        <source>Estimated %1 for %2.</source>
        <translation>估计 %1，价格 %2。</translation>
    </message>
    <message>
        <source>What binds: %1.</source>
        <translation>限制因素：%1。</translation>
    </message>
    <message>
        <source>Next step up: %1.</source>
        <translation>再上一级：%1。</translation>
    </message>
    <message>
        <source>The board&apos;s slot openings are not confirmed by a source: check the spacing.</source>
        <translation>该主板的插槽位置未经资料确认：请核对间距。</translation>
    </message>
    <message>
        <source>No priced %1 in the catalog meets the constraints.</source>
        <translation>目录中没有满足约束且有价格的%1。</translation>
    </message>
    <message>
        <source>The workload needs about %1 GB of memory on each GPU with %2 GPUs; the largest priced card within the constraints has %3 GB. Allow more GPUs, a smaller model, a lower precision or (fine-tuning) QLoRA.</source>
        <translation>使用 %2 块 GPU 时，该工作负载每块 GPU 约需 %1 GB 显存；满足约束且有价格的最大显存卡只有 %3 GB。可允许更多 GPU、更小的模型、更低的精度，或（微调时）使用 QLoRA。</translation>
    </message>
    <message>
        <source>The cheapest build that holds the workload (%1) costs at least %2, %3 more than the budget of %4.</source>
        <translation>能容纳该工作负载的最便宜配置（%1）至少需 %2，比预算 %4 多 %3。</translation>
    </message>
    <message>
        <source>The fastest plan within the constraints reaches at most %1, below the %2 asked for.</source>
        <translation>满足约束的最快方案最多只能达到 %1，低于要求的 %2。</translation>
    </message>
    <message>
        <source>Every build tried fails %1: %2</source>
        <translation>尝试过的每套配置都未通过 %1：%2</translation>
    </message>
    <message>
        <source>No priced board takes the GPUs asked for without one covering another.</source>
        <translation>没有有价格的主板能装下所要求的 GPU 而不互相遮挡。</translation>
    </message>
    <message>
        <source>No priced board whose slot openings a source confirms takes %1 or more GPUs; allow boards with unconfirmed layouts (and check their spacing) or fewer GPUs.</source>
        <translation>没有插槽位置经资料确认且有价格的主板能装 %1 块或更多 GPU；可允许布局未确认的主板（并核对其间距）或减少 GPU 数量。</translation>
    </message>
    <message>
        <source>No complete build within the constraints passes the rules.</source>
        <translation>满足约束的完整配置都未通过规则检查。</translation>
    </message>
    <message>
        <source>Also planned, %1: %2</source>
        <translation>另需运行的 %1：%2</translation>
    </message>
    <message>
        <source>cheaper cards (%1 and others) cannot hold every workload</source>
        <translation>更便宜的卡（%1 等）容纳不下所有工作负载</translation>
    </message>
    <message>
        <source>%1 would be faster, but %2 GB a card cannot hold another job: %3</source>
        <translation>%1 会更快，但每卡 %2 GB 容纳不下另一个任务：%3</translation>
    </message>
    <message>
        <source>%1 is owned %2 times; a build holds at most two (on a dual-socket board)</source>
        <translation>%1 被标为拥有 %2 次；一个配置最多容纳两颗（双路主板）</translation>
    </message>
    <message>
        <source>%1 would be faster, but none of its complete builds stays within the budget of %2</source>
        <translation>%1 会更快，但它的完整配置没有一个能控制在预算 %2 以内</translation>
    </message>
    <message>
        <source>%1 would be faster, but costs at least %2, over the budget of %3</source>
        <translation>%1 会更快，但至少要 %2，超出预算 %3</translation>
    </message>
    <message>
        <source>No build can run on a %1 V / %2 A circuit: it may carry %3 W continuously (80 % of its %4 W rating), and the least any build draws at the wall is %5 W (%6 × %7 at %8 W, %9 × %10 at %11 W, through a PSU of about %12 % efficiency). Plug into a circuit rated for more.</source>
        <translation>没有任何配置能在 %1 V / %2 A 的电路上运行：该电路可持续承载 %3 W（其额定 %4 W 的 80 %），而任何配置在墙上插座处的最低功耗为 %5 W（%6 × %7，每块 %8 W；%9 × %10，每颗 %11 W；电源效率约 %12 %）。请接入额定功率更高的电路。</translation>
    </message>
    <message>
        <source>%1 is owned %2 times; a build holds at most %3 of it</source>
        <translation>%1 被列为已拥有 %2 次；一个配置最多只能容纳 %3 个</translation>
    </message>
    <message>
        <source>storage: one NVMe drive of at least %1 GB (%2)</source>
        <translation>存储：一块至少 %1 GB 的 NVMe 硬盘（%2）</translation>
    </message>
    <message>
        <source>memory: %1</source>
        <translation>内存：%1</translation>
    </message>
    <message>
        <source>processor: %1</source>
        <translation>处理器：%1</translation>
    </message>
    <message>
        <source>Boards whose slot openings no source confirms (include them) may take more cards.</source>
        <translation>纳入插槽开口未经来源证实的主板，或可装更多显卡。</translation>
    </message>
    <message>
        <source>A circuit of more amps, or 230 V, would allow more.</source>
        <translation>电流更大的电路或 230 V 电路可容纳更多。</translation>
    </message>
    <message>
        <source>Allow more GPUs.</source>
        <translation>允许更多 GPU。</translation>
    </message>
    <message>
        <source>The fastest build costs %1 of the %2 budget: %3.</source>
        <translation>最快的配置花费 %1（预算 %2）：%3。</translation>
    </message>
    <message>
        <source>an ATX 2.x PSU below the cards&apos; measured millisecond spikes may shut the box down under load</source>
        <translation>低于显卡实测毫秒级峰值的 ATX 2.x 电源可能在负载下关机</translation>
    </message>
    <message>
        <source>a PSU below the card maker&apos;s recommended size: the makers size it for their cards&apos; spikes in a typical system</source>
        <translation>电源低于显卡厂商建议的功率：厂商按典型系统中显卡的峰值来定</translation>
    </message>
    <message>
        <source>a PSU below the guide&apos;s recommended ×1.21 of the load (its ×1.1 margin plus ×1.1 for safety)</source>
        <translation>电源低于指南建议的负载 ×1.21（×1.1 余量再加 ×1.1 安全系数）</translation>
    </message>
    <message>
        <source>too few processor threads to preprocess for every GPU: the cards wait for data</source>
        <translation>处理器线程太少，无法为每块 GPU 做预处理：显卡要等数据</translation>
    </message>
    <message>
        <source>open-air cards stacked although the same board has slots with a gap between them: about 30 % lost to heat for nothing</source>
        <translation>开放式散热显卡紧挨着插，而同一主板有可留出间隔的插槽：白白因发热损失约 30%</translation>
    </message>
    <message>
        <source>passively cooled data-centre cards overheat in a desktop case without forced air</source>
        <translation>被动散热的数据中心显卡在没有强制风道的台式机箱里会过热</translation>
    </message>
    <message>
        <source>less memory than the largest card has (the guide&apos;s RAM-3)</source>
        <translation>内存少于最大一块显卡的显存（指南 RAM-3）</translation>
    </message>
    <message>
        <source>registered memory where no source says the processor and board take it (only for registered kits)</source>
        <translation>没有来源表明处理器和主板支持的寄存式内存（仅针对寄存式套条）</translation>
    </message>
    <message>
        <source>modules larger than the board takes per slot</source>
        <translation>内存条容量超过主板每个插槽支持的容量</translation>
    </message>
    <message>
        <source>a processor and board that no source says work together</source>
        <translation>没有来源表明能一起工作的处理器和主板</translation>
    </message>
    <message>
        <source>system and software %1 GB</source>
        <translation>系统和软件 %1 GB</translation>
    </message>
    <message>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
    <message>
        <source>16-bit weights</source>
        <translation>16 位权重</translation>
    </message>
    <message>
        <source>quantised copy</source>
        <translation>量化副本</translation>
    </message>
    <message>
        <source>16-bit base weights</source>
        <translation>16 位基础权重</translation>
    </message>
    <message>
        <source>two checkpoints</source>
        <translation>两个检查点</translation>
    </message>
    <message>
        <source>merged 16-bit copy</source>
        <translation>合并后的 16 位副本</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>%1 threads: the guide&apos;s %2 per GPU for this preprocessing</source>
        <translation>%1 线程：指南对这种预处理要求每块 GPU %2 线程</translation>
    </message>
    <message>
        <source>%1 threads: the least for the system, the job&apos;s own process and its data or serving threads</source>
        <translation>%1 线程：系统、任务本身的进程及其数据或服务线程所需的最少线程数</translation>
    </message>
    <message>
        <source>%1 GB: the largest card&apos;s memory (the guide&apos;s RAM-3)</source>
        <translation>%1 GB：最大一块显卡的显存（指南 RAM-3）</translation>
    </message>
    <message>
        <source>%1 GB: all cards&apos; memory, which loading the model passes through</source>
        <translation>%1 GB：所有显卡的显存之和，加载模型要经过内存</translation>
    </message>
    <message>
        <source>%1 GB: the experts kept in system memory (%2 GB) and %3 GB for the system and the engine</source>
        <translation>%1 GB：放在系统内存中的专家（%2 GB），再加系统和推理引擎的 %3 GB</translation>
    </message>
    <message numerus="yes">
        <source>in at least %n module(s), one per channel (or a multiple)</source>
        <translation>
            <numerusform>至少 %n 根内存条，每个通道一根（或其倍数）</numerusform>
        </translation>
    </message>
    <message>
        <source>8-bit optimizer states</source>
        <translation>8 位优化器状态</translation>
    </message>
    <message>
        <source>activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>FSDP (sharded over the GPUs)</source>
        <translation>FSDP（在各 GPU 间分片）</translation>
    </message>
    <message>
        <source>8-bit KV cache</source>
        <translation>8 位 KV 缓存</translation>
    </message>
    <message>
        <source>experts in system memory</source>
        <translation>专家放在系统内存</translation>
    </message>
    <message>
        <source>storage: an NVMe drive of at least %1 GB (%2)</source>
        <translation>存储：至少 %1 GB 的 NVMe 硬盘（%2）</translation>
    </message>
    <message>
        <source>PSU: at least %1 W</source>
        <translation>电源：至少 %1 W</translation>
    </message>
    <message>
        <source>%1 GB: the least for a training or serving box (the guide&apos;s RAM-4: RAM is cheap, and too little costs time)</source>
        <translation>%1 GB：训练或推理服务机器的最少内存（指南 RAM-4：内存便宜，太少则耗费时间）</translation>
    </message>
    <message>
        <source>without it, %1 more</source>
        <translation>去掉它要多花 %1</translation>
    </message>
    <message>
        <source>no build of these cards and board is without it</source>
        <translation>这些显卡和主板的组合没有不带它的配置</translation>
    </message>
    <message>
        <source>With them, %1 buys %2: %3 (+%4 %), on a board whose spacing you check yourself.</source>
        <translation>算上这些主板，%1 可买 %2：%3（+%4 %），插槽间距需自行核对。</translation>
    </message>
    <message>
        <source>weights as released</source>
        <translation>按发布形式保存的权重</translation>
    </message>
    <message>
        <source>The PSU you own (%1, %2 W) cannot feed %3: the cards and the least processor need at least %4 W (the guide&apos;s PSU-2: their power × 1.1). Leave it out of the parts you own, or ask for fewer GPUs.</source>
        <translation>你已有的电源（%1，%2 W）带不动 %3：这些显卡加上功耗最低的处理器至少需要 %4 W（指南 PSU-2：其功耗 × 1.1）。请把它从已有部件中去掉，或减少 GPU 数量。</translation>
    </message>
    <message>
        <source>The %1 cards you own are %2 slots wide: no priced board%3 takes %4 of them without one covering another. Ask for fewer GPUs, or leave them out of the parts you own.</source>
        <translation>你已有的 %1 显卡宽 %2 个槽位：没有任何有价格的主板%3能装下 %4 块而互不遮挡。请减少 GPU 数量，或把它们从已有部件中去掉。</translation>
    </message>
    <message>
        <source> whose slot openings a source confirms</source>
        <translation>（插槽开口经来源确认）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the memory needed, then the modules it comes in</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>a radiator (a liquid-cooled card&apos;s or the CPU&apos;s) in a case whose radiator mounts are not known, or one whose size is not known</source>
        <translation>在冷排安装位未知的机箱中装冷排（水冷显卡或 CPU 的），或冷排尺寸未知</translation>
    </message>
    <message>
        <source>Priced as used parts: %1.</source>
        <translation>按二手配件计价：%1。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1，装在 %2 上</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>Open-air</source>
        <translation>开放式</translation>
    </message>
    <message>
        <source>New or used</source>
        <translation>全新或二手</translation>
    </message>
    <message>
        <source>New only</source>
        <translation>仅全新</translation>
    </message>
    <message>
        <source>Used only</source>
        <translation>仅二手</translation>
    </message>
    <message>
        <source>E-ATX (takes E-ATX boards)</source>
        <translation>E-ATX（能装 E-ATX 主板）</translation>
    </message>
    <message>
        <source>ATX, not E-ATX</source>
        <translation>ATX（装不下 E-ATX）</translation>
    </message>
    <message>
        <source>Micro-ATX</source>
        <translation>Micro-ATX</translation>
    </message>
    <message>
        <source>Mini-ITX</source>
        <translation>Mini-ITX</translation>
    </message>
    <message>
        <source>no workload is given</source>
        <translation>没有给出工作负载</translation>
    </message>
    <message>
        <source>at most %1 further workloads</source>
        <translation>最多 %1 个其他工作负载</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code (three capital letters)</source>
        <translation>“%1”不是货币代码（三个大写字母）</translation>
    </message>
    <message>
        <source>%1 is not an amount above 0 and at most %2</source>
        <translation>%1 不是大于 0 且不超过 %2 的金额</translation>
    </message>
    <message>
        <source>%1 is less than one cent</source>
        <translation>%1 不足一分</translation>
    </message>
    <message>
        <source>%1 is not a throughput above 0 and at most %2</source>
        <translation>%1 不是大于 0 且不超过 %2 的吞吐量</translation>
    </message>
    <message>
        <source>give a budget or a least throughput</source>
        <translation>请给出预算或最低吞吐量</translation>
    </message>
    <message>
        <source>%1 to %2 GPUs: at least 1, at most 4, the first no more than the second</source>
        <translation>%1 到 %2 块 GPU：至少 1 块，至多 4 块，前一个数不大于后一个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a setting: %2</source>
        <translation>“%1”不是可固定的设置：%2</translation>
    </message>
    <message>
        <source>%1 is not a number from 1 to %2</source>
        <translation>%1 不是 1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>micro-batch 1 (gradients accumulated to keep the batch)</source>
        <translation>微批次 1（累积梯度以保持批大小）</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>每 %2 %1</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 for %3 (%4)</source>
        <translation>推荐：第 %1 个，%2，%3（%4）</translation>
    </message>
    <message>
        <source>%1: the only build that qualifies.</source>
        <translation>%1：唯一符合条件的配置。</translation>
    </message>
    <message>
        <source>%1: the most %2 per money of these builds, the guide&apos;s first test of a GPU choice.</source>
        <translation>%1：这些配置中单位花费 %2 最高——这是指南选 GPU 的首要标准。</translation>
    </message>
    <message>
        <source>Recommended of the builds suggested with it (%1).</source>
        <translation>同批建议中的推荐配置（%1）。</translation>
    </message>
    <message>
        <source>fused cross-entropy (Liger Kernel)</source>
        <translation>融合交叉熵（Liger Kernel）</translation>
    </message>
    <message>
        <source>%1: the fastest build that keeps three quarters of the best %2 per money on the front (%3).</source>
        <translation>%1：在单位花费 %2 不低于前沿最佳值（%3）四分之三的配置中最快。</translation>
    </message>
    <message>
        <source>%1: a faster build (%2) is within ±%3 % of it, closer than the estimates tell builds apart, and costs %4 more.</source>
        <translation>%1：更快的配置（%2）与它相差不到 ±%3 %，在估算区分配置的精度之内，却要多花 %4。</translation>
    </message>
    <message>
        <source>%1 threads: the fewest of the processors that the published runs with experts in system memory were measured on</source>
        <translation>%1 个线程：已发表的专家置于系统内存的运行中，所用处理器线程数最少者的线程数</translation>
    </message>
    <message>
        <source>two or more GPUs on a PSU below 80 PLUS Gold: the guide&apos;s PSU-4 asks a multi-GPU box for a high-efficiency PSU, which long runs repay</source>
        <translation>两块及以上 GPU 配低于 80 PLUS 金牌的电源：指南 PSU-4 要求多 GPU 机器用高效电源，长时间运行会把差价省回来</translation>
    </message>
    <message>
        <source>three or more GPUs on air with open-air coolers among them: the guide&apos;s COOL-6 says to avoid them at all costs (they heat each other into throttling)</source>
        <translation>三块及以上风冷 GPU 中有开放式散热卡：指南 COOL-6 要求不惜代价避免（它们互相加热直到降频）</translation>
    </message>
    <message>
        <source>four GPUs with one below x8 (the guide&apos;s PCIE-4: 32 lanes for four cards); with fewer cards lanes barely matter and are not held to</source>
        <translation>四块 GPU 中有一块低于 x8（指南 PCIE-4：四块卡共 32 条通道）；卡更少时通道数影响很小，不作要求</translation>
    </message>
    <message>
        <source>%1 GB: the optimizer states paged to system memory (%2 GB) and %3 GB for the system and the trainer</source>
        <translation>%1 GB：分页到系统内存的优化器状态（%2 GB），另加 %3 GB 给系统和训练程序</translation>
    </message>
    <message>
        <source>torchtune&apos;s full fine-tuning recipe (bf16 throughout)</source>
        <translation>torchtune 的全参数微调配方（全程 bf16）</translation>
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
    <message>
        <source>North America, 120 V / 15 A</source>
        <translation>北美，120 V / 15 A</translation>
    </message>
    <message>
        <source>North America, 120 V / 20 A</source>
        <translation>北美，120 V / 20 A</translation>
    </message>
    <message>
        <source>Europe, 230 V / 16 A</source>
        <translation>欧洲，230 V / 16 A</translation>
    </message>
    <message>
        <source>United Kingdom, 230 V / 13 A plug</source>
        <translation>英国，230 V / 13 A 插头</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2B parameters, %3)</source>
        <translation>%1（%2B 参数，%3）</translation>
    </message>
    <message>
        <source>%1 further workloads: a build holds at most %2</source>
        <translation>%1 个其他工作负载：一个配置最多容纳 %2 个</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 tokens)</source>
        <translation>%1（%2，%3，%4 个 token）</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 tokens of context, %5 at once)</source>
        <translation>%1（%2，%3，上下文 %4 个 token，同时 %5 个）</translation>
    </message>
    <message>
        <source>China, 220 V / 10 A socket</source>
        <translation>中国，220 V / 10 A 插座</translation>
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
    <message>
        <source>%1 (in &quot;%2&quot;); the build is not saved, since it could not be opened again</source>
        <translation>%1（在“%2”中）；配置未保存，因为保存后将无法再次打开</translation>
    </message>
    <message>
        <source>%1 is not a slot width (%2 to %3 in steps of 0.5)</source>
        <translation>%1 不是有效的槽宽（%2 到 %3，步长 0.5）</translation>
    </message>
    <message>
        <source>contains a NUL character; the file is damaged</source>
        <translation>包含 NUL 字符；文件已损坏</translation>
    </message>
    <message>
        <source>%1 threads is fewer than the processor&apos;s %2 cores; each core runs at least one</source>
        <translation>%1 个线程少于处理器的 %2 个核心；每个核心至少运行一个线程</translation>
    </message>
    <message>
        <source>%1; the build is not saved, since it could not be opened again</source>
        <translation>%1；配置未保存，因为保存后将无法再次打开</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are read</source>
        <translation>长 %1 个字符；最多读取 %2 个</translation>
    </message>
    <message>
        <source>an amount in %1 where the file&apos;s currency is %2</source>
        <translation>金额的货币为 %1，而文件的货币为 %2</translation>
    </message>
    <message>
        <source>no NVLink bridge &quot;%1&quot; is known</source>
        <translation>没有名为“%1”的已知 NVLink 桥</translation>
    </message>
</context>
<context>
    <name>BuildSheet</name>
    <message>
        <source> (≈ %1)</source>
        <translation>（≈ %1）</translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <source>Build sheet of %1 · catalog data of %2 · Rigsmith %3</source>
        <translation>配置单生成于 %1 · 目录数据日期 %2 · Rigsmith %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Total price</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 W on a %2 W PSU (headroom ×%3)</source>
        <translation>%1 W，电源 %2 W（余量 ×%3）</translation>
    </message>
    <message>
        <source>%1 W, no PSU chosen</source>
        <translation>%1 W，未选电源</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>每年能耗</translation>
    </message>
    <message>
        <source>%1 kWh, %2 %3</source>
        <translation>%1 kWh，%2 %3</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>GPU, slot %1</source>
        <translation>GPU，插槽 %1</translation>
    </message>
    <message>
        <source>Water cooling</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>$100 per GPU + $50 (estimate)</source>
        <translation>每块 GPU $100 + $50（估计）</translation>
    </message>
    <message>
        <source>the guide&apos;s estimate</source>
        <translation>指南的估计</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
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
        <source>Key specs</source>
        <translation>主要规格</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>≈ marks values derived rather than read from a datasheet.</source>
        <translation>≈ 表示推算值，而非取自规格书。</translation>
    </message>
    <message>
        <source>Seen from the side: rear openings left, slot 1 at the top. GPUs are drawn at their length and thickness, coloured by expected throttling, with the PCIe lanes they get; covered slots are hatched.</source>
        <translation>侧视图：后部开口在左，插槽 1 在最上方。GPU 按实际长度和厚度绘制，颜色表示预计降频程度，并标出所得 PCIe 通道；被遮挡的插槽以斜线标出。</translation>
    </message>
    <message>
        <source>Chassis (scale 1:%1)</source>
        <translation>机箱（比例 1:%1）</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>解决办法</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>GPUs + CPU</source>
        <translation>GPU + CPU</translation>
    </message>
    <message>
        <source>%1 W + %2 W = %3 W</source>
        <translation>%1 W + %2 W = %3 W</translation>
    </message>
    <message>
        <source>Minimum PSU (×1.10)</source>
        <translation>最低电源功率（×1.10）</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Recommended PSU (×1.21, standard size)</source>
        <translation>推荐电源功率（×1.21，标准规格）</translation>
    </message>
    <message>
        <source>PCIe 8-pin / 12VHPWR needed</source>
        <translation>所需 PCIe 8-pin / 12VHPWR</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>PCIe 8-pin / 12VHPWR on the PSU</source>
        <translation>电源提供的 PCIe 8-pin / 12VHPWR</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>墙插功率</translation>
    </message>
    <message>
        <source>%1 W (efficiency %2 %)</source>
        <translation>%1 W（效率 %2 %）</translation>
    </message>
    <message>
        <source>PCIe lanes and thermals per GPU</source>
        <translation>每块 GPU 的 PCIe 通道与散热</translation>
    </message>
    <message>
        <source>x%1 PCIe %2.0 (%3)</source>
        <translation>x%1 PCIe %2.0（%3）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The build has no GPU.</source>
        <translation>配置中没有 GPU。</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Batch transfer</source>
        <translation>批次传输</translation>
    </message>
    <message>
        <source>Thermal loss</source>
        <translation>热损失</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>The GPU value map needs the parts catalog; it was not available.</source>
        <translation>GPU 性价比图需要部件目录，但目录不可用。</translation>
    </message>
    <message>
        <source>Part data: BuildCores OpenDB (ODC-By 1.0), RightNow GPU Database (Apache-2.0; TechPowerUp data), Epoch AI (CC BY 4.0), PCPartPicker prices via pc-part-dataset (MIT). Estimates are marked ≈.</source>
        <translation>部件数据：BuildCores OpenDB（ODC-By 1.0）、RightNow GPU Database（Apache-2.0；TechPowerUp 数据）、Epoch AI（CC BY 4.0）、经 pc-part-dataset 获取的 PCPartPicker 价格（MIT）。估计值以 ≈ 标出。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Rule and finding</source>
        <translation>规则与检查结果</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source> (%n part(s) without a price)</source>
        <translation>
            <numerusform>（%n 个部件没有价格）</numerusform>
        </translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Workload throughput</source>
        <translation>工作负载吞吐量</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 的显存</translation>
    </message>
    <message>
        <source>%1 GB needed, %2 GB on the smallest card</source>
        <translation>需要 %1 GB，最小的卡有 %2 GB</translation>
    </message>
    <message>
        <source>Motherboard slot layout: %1. Check the board&apos;s manual before relying on slot positions.</source>
        <translation>主板插槽布局：%1。依赖插槽位置之前，请查阅主板说明书。</translation>
    </message>
    <message>
        <source>%1 (%2 per 1000 %3)</source>
        <translation>%1（每 1000 %3 %2）</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) date from over a year ago (see Price source): check them before buying.</source>
        <translation>
            <numerusform>%n 个价格来自一年多以前（见“价格来源”）：购买前请核实。</numerusform>
        </translation>
    </message>
    <message>
        <source>The notes go on for %1 more characters; the build file holds them all.</source>
        <translation>备注还有 %1 个字符未列出；配置文件中保存了全部内容。</translation>
    </message>
    <message>
        <source>Workload inputs</source>
        <translation>工作负载输入</translation>
    </message>
    <message>
        <source>%1 GB (± %2 %) needed, %3 GB on the smallest card</source>
        <translation>需要 %1 GB（± %2 %），最小的卡有 %3 GB</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are launch prices, what the maker asked at release (see Price source), not current prices: check them before buying.</source>
        <translation>
            <numerusform>%n 个价格是首发价，即厂商发布时的定价（见“价格来源”），并非当前价格：购买前请核实。</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU figure used</source>
        <translation>所用 CPU 功耗数值</translation>
    </message>
    <message>
        <source>Card maker&apos;s recommended PSU</source>
        <translation>显卡厂商推荐电源</translation>
    </message>
    <message>
        <source>%1 W (%2 W for one %3)</source>
        <translation>%1 W（单块 %3 为 %2 W）</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>%1 (primary)</source>
        <translation>%1（主要）</translation>
    </message>
    <message>
        <source>%1: no measured basis</source>
        <translation>%1：没有实测依据</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>one user; %1</source>
        <translation>单用户；%1</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 桥</translation>
    </message>
    <message>
        <source>%1-slot spacing</source>
        <translation>%1 槽间距</translation>
    </message>
    <message>
        <source>dated price, %1</source>
        <translation>有日期的价格，%1</translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation>无价格记录</translation>
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
    <message>
        <source>SQLite gave no reason</source>
        <translation>SQLite 未给出原因</translation>
    </message>
    <message>
        <source>its %1 parts cannot be read: %2</source>
        <translation>其中的 %1 部件无法读取：%2</translation>
    </message>
    <message>
        <source>part %1, %2: %3</source>
        <translation>部件 %1，%2：%3</translation>
    </message>
    <message>
        <source>it is not an SQLite database or cannot be read: %1</source>
        <translation>它不是 SQLite 数据库或无法读取：%1</translation>
    </message>
    <message>
        <source>this Rigsmith&apos;s own schema files cannot be read</source>
        <translation>无法读取本版 Rigsmith 自带的结构文件</translation>
    </message>
    <message>
        <source>the table &quot;%1&quot; is missing</source>
        <translation>缺少表“%1”</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; of table &quot;%2&quot; is missing</source>
        <translation>表“%2”缺少列“%1”</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; of table &quot;%2&quot; is of type &quot;%3&quot;, not &quot;%4&quot;</source>
        <translation>表“%2”的列“%1”类型为“%3”，而不是“%4”</translation>
    </message>
    <message>
        <source>The parts catalog %1 is damaged or not a Rigsmith catalog, and is not used: %2. Rebuild Rigsmith to regenerate it, reinstall it, or point --catalog or RIGSMITH_CATALOG at another catalog.</source>
        <translation>部件目录 %1 已损坏或不是 Rigsmith 目录，未被使用：%2。请重新构建 Rigsmith 以重新生成、重新安装，或用 --catalog 或 RIGSMITH_CATALOG 指向其他目录。</translation>
    </message>
    <message>
        <source>The parts catalog %1 %2. Point --catalog or RIGSMITH_CATALOG at a catalog file.</source>
        <translation>部件目录 %1 %2。请用 --catalog 或 RIGSMITH_CATALOG 指向目录文件。</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>它不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>its schema version cannot be read: %1</source>
        <translation>无法读取其结构版本：%1</translation>
    </message>
    <message>
        <source>its search index does not work: %1</source>
        <translation>其搜索索引无法使用：%1</translation>
    </message>
    <message>
        <source>your custom parts and prices file</source>
        <translation>你的自定义部件和价格文件</translation>
    </message>
    <message>
        <source>the parts catalog</source>
        <translation>部件目录</translation>
    </message>
    <message>
        <source>the database is damaged: SQLite&apos;s integrity check found at least %1 problems, the first: %2</source>
        <translation>数据库已损坏：SQLite 完整性检查发现至少 %1 个问题，第一个：%2</translation>
    </message>
    <message numerus="yes">
        <source>the database is damaged: SQLite&apos;s integrity check found %n problem(s), the first: %1</source>
        <translation>
            <numerusform>数据库已损坏：SQLite 完整性检查发现 %n 个问题，第一个：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>water cooling</source>
        <translation>水冷</translation>
    </message>
</context>
<context>
    <name>ChassisLayout</name>
    <message>
        <source>Slot %1 is covered by the card in slot %2.</source>
        <translation>插槽 %1 被插槽 %2 中的卡挡住。</translation>
    </message>
    <message>
        <source>A %1-slot card in slot %2 would cover the card in slot %3.</source>
        <translation>插槽 %2 中占 %1 槽的卡会挡住插槽 %3 中的卡。</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
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
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Total price</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>Power draw (rated)</source>
        <translation>额定功耗</translation>
    </message>
    <message>
        <source>Recommended PSU</source>
        <translation>建议电源</translation>
    </message>
    <message>
        <source>PSU headroom</source>
        <translation>电源余量</translation>
    </message>
    <message>
        <source>Lowest PCIe lanes per GPU</source>
        <translation>每块 GPU 最少 PCIe 通道</translation>
    </message>
    <message>
        <source>Expected thermal loss</source>
        <translation>预计热损失</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>每年能耗</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Workload throughput</source>
        <translation>工作负载吞吐量</translation>
    </message>
    <message>
        <source>Workload memory per GPU</source>
        <translation>每块 GPU 的工作负载显存</translation>
    </message>
    <message>
        <source>The builds are priced in different currencies (%1): their prices are not compared.</source>
        <translation>各配置以不同货币计价（%1）：不比较其价格。</translation>
    </message>
    <message>
        <source>The builds assume different hours a day (%1): energy and ownership costs differ for that reason too.</source>
        <translation>各配置假设的每天运行小时数不同（%1）：能耗和拥有成本的差异也部分来自于此。</translation>
    </message>
    <message>
        <source>The builds assume different electricity prices (%1).</source>
        <translation>各配置假设的电价不同（%1）。</translation>
    </message>
    <message>
        <source>The builds assume different years of use (%1).</source>
        <translation>各配置假设的使用年限不同（%1）。</translation>
    </message>
    <message>
        <source>Workload throughput per 1000 %1</source>
        <translation>每 1000 %1 工作负载吞吐量</translation>
    </message>
    <message>
        <source>The builds are planned for different workloads (%1): their throughput and memory figures are each for its own workload, not comparable, and none is called best. Give them one workload to compare them.</source>
        <translation>这些配置针对的工作负载不同（%1）：它们的吞吐量和显存数字各自对应自己的工作负载，无法相互比较，因此不评出最佳。给它们设置同一个工作负载再比较。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Job 1 throughput</source>
        <translation>任务 1 吞吐量</translation>
    </message>
    <message>
        <source>Job 1 memory per GPU</source>
        <translation>任务 1 每块 GPU 显存</translation>
    </message>
    <message>
        <source>Job %1 throughput</source>
        <translation>任务 %1 吞吐量</translation>
    </message>
    <message>
        <source>Job %1 memory per GPU</source>
        <translation>任务 %1 每块 GPU 显存</translation>
    </message>
    <message>
        <source>no job %1</source>
        <translation>无任务 %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>CostEstimate</name>
    <message numerus="yes">
        <source>≥ %1 + %n part(s) without a price</source>
        <translation>
            <numerusform>≥ %1 + %n 个无价格部件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over the budget of %2</source>
        <translation>超出预算 %2 共 %1</translation>
    </message>
    <message>
        <source>%1 under the budget of %2 before the unpriced parts</source>
        <translation>未计无价格部件时低于预算 %2 共 %1</translation>
    </message>
    <message>
        <source>%1 under the budget of %2</source>
        <translation>低于预算 %2 共 %1</translation>
    </message>
</context>
<context>
    <name>Drift</name>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>目录中已没有</translation>
    </message>
    <message>
        <source>specification changed</source>
        <translation>规格已变更</translation>
    </message>
    <message>
        <source>%1: not checked against a catalog; its saved prices may be out of date</source>
        <translation>%1：未与部件目录核对；其保存的价格可能已过时</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) taken from the catalog (the file&apos;s were out of date)</source>
        <translation>
            <numerusform>%n 个价格取自部件目录（文件中的已过时）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved price(s) used that differ from the catalog&apos;s now (stale)</source>
        <translation>
            <numerusform>使用了 %n 个与目录当前价格不同的已保存价格（已过时）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) not in the catalog, at their saved prices</source>
        <translation>
            <numerusform>%n 个部件不在目录中，按其保存的价格计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) in the catalog since it was saved, kept as saved</source>
        <translation>
            <numerusform>保存后目录中有 %n 处其他变化，按保存时的保留</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExchangeRates</name>
    <message>
        <source>the exchange rate %1 → %2 of %3 is not used: a rate is between %4 and %5 and joins two currency codes</source>
        <translation>汇率 %1 → %2（%3）未被使用：汇率须在 %4 到 %5 之间，并连接两个货币代码</translation>
    </message>
</context>
<context>
    <name>FieldNames</name>
    <message>
        <source>power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>efficiency rating</source>
        <translation>效率等级</translation>
    </message>
    <message>
        <source>tensor TFLOPS</source>
        <translation>张量 TFLOPS</translation>
    </message>
    <message>
        <source>cooler type</source>
        <translation>散热器类型</translation>
    </message>
    <message>
        <source>expansion slots</source>
        <translation>扩展槽位</translation>
    </message>
    <message>
        <source>memory size</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>read speed</source>
        <translation>读取速度</translation>
    </message>
    <message>
        <source>PCIe slot layout</source>
        <translation>PCIe 插槽布局</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>liquid cooling</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>is %1 bytes, larger than the %2 bytes such a file can have; it is not one</source>
        <translation>大小为 %1 字节，超过此类文件最多 %2 字节；它不是此类文件</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is a pipe (FIFO), not a file</source>
        <translation>是管道（FIFO），不是文件</translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation>是设备，不是文件</translation>
    </message>
    <message>
        <source>is a socket, not a file</source>
        <translation>是套接字，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the name %1 is not UTF-8 text: Rigsmith cannot write a file of that name; choose a name in UTF-8</source>
        <translation>名称 %1 不是 UTF-8 文本：Rigsmith 无法写入该名称的文件；请选用 UTF-8 名称</translation>
    </message>
    <message>
        <source>the argument %1 is not UTF-8 text and names no file that can be read</source>
        <translation>参数 %1 不是 UTF-8 文本，也不指向可读取的文件</translation>
    </message>
</context>
<context>
    <name>LayoutConfidence</name>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>slots and lanes</source>
        <translation>插槽和通道</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未核实</translation>
    </message>
    <message>
        <source>approximate layout: derived from the slot list, positions and lanes not verified</source>
        <translation>近似布局：由插槽列表推算，位置和通道均未核实</translation>
    </message>
    <message>
        <source>slots and lanes verified, slot positions not verified</source>
        <translation>插槽和通道已核实，插槽位置未核实</translation>
    </message>
    <message>
        <source>layout not verified against a source</source>
        <translation>布局未经来源核实</translation>
    </message>
    <message>
        <source>corrected by you</source>
        <translation>由你修正</translation>
    </message>
    <message>
        <source>slot layout corrected by you</source>
        <translation>插槽布局已由你修正</translation>
    </message>
</context>
<context>
    <name>LayoutCorrection</name>
    <message>
        <source>the board has no slot; add at least one</source>
        <translation>主板没有插槽；请至少添加一个</translation>
    </message>
    <message>
        <source>%1 slots are more than a board has (at most %2)</source>
        <translation>%1 个插槽超出了主板所能有的数量（最多 %2 个）</translation>
    </message>
    <message>
        <source>opening %1 is not on a board (openings 1 to %2)</source>
        <translation>挡板位 %1 不在主板上（挡板位为 1 到 %2）</translation>
    </message>
    <message>
        <source>two slots at opening %1</source>
        <translation>挡板位 %1 上有两个插槽</translation>
    </message>
    <message>
        <source>no slot has an x%1 connector (x1, x4, x8 or x16)</source>
        <translation>没有插槽使用 x%1 接口（只有 x1、x4、x8 或 x16）</translation>
    </message>
    <message>
        <source>x%1 is no PCIe link width (x1, x2, x4, x8 or x16)</source>
        <translation>x%1 不是 PCIe 链路宽度（x1、x2、x4、x8 或 x16）</translation>
    </message>
    <message>
        <source>%1 lanes do not fit an x%2 connector</source>
        <translation>%1 条通道放不进 x%2 接口</translation>
    </message>
    <message>
        <source>PCIe generation %1 does not exist</source>
        <translation>不存在第 %1 代 PCIe</translation>
    </message>
    <message>
        <source>a slot cannot share lanes with itself</source>
        <translation>插槽不能与自身共享通道</translation>
    </message>
    <message>
        <source>shares lanes with opening %1, which has no slot</source>
        <translation>与挡板位 %1 共享通道，但该处没有插槽</translation>
    </message>
    <message>
        <source>lanes when shared are set, but the slot shares with no slot</source>
        <translation>设置了共享时的通道数，但该插槽不与任何插槽共享</translation>
    </message>
    <message>
        <source>%1 lanes when shared are more than the slot&apos;s own %2</source>
        <translation>共享时的 %1 条通道多于插槽自身的 %2 条</translation>
    </message>
    <message>
        <source>x%1 is no PCIe link width (0 for off, x1, x2, x4, x8 or x16)</source>
        <translation>x%1 不是 PCIe 链路宽度（0 表示关闭，或 x1、x2、x4、x8、x16）</translation>
    </message>
    <message>
        <source>Slot at opening %1: %2</source>
        <translation>挡板位 %1 的插槽：%2</translation>
    </message>
    <message>
        <source>the file is %1 KiB; a layout file is at most %2 KiB</source>
        <translation>文件大小为 %1 KiB；布局文件最大为 %2 KiB</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at byte %2)</source>
        <translation>它不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>it is not a layout file (no JSON object)</source>
        <translation>它不是布局文件（没有 JSON 对象）</translation>
    </message>
    <message>
        <source>it is not a Rigsmith layout file (its &quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>它不是 Rigsmith 布局文件（其 &quot;format&quot; 不是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>it is a layout file of version %1; this Rigsmith reads version %2</source>
        <translation>它是版本 %1 的布局文件；此版 Rigsmith 读取版本 %2</translation>
    </message>
    <message>
        <source>it names no board (&quot;board.id&quot; is missing or not a part id)</source>
        <translation>它没有指明主板（&quot;board.id&quot; 缺失或不是部件 ID）</translation>
    </message>
    <message>
        <source>it has no list of slots</source>
        <translation>它没有插槽列表</translation>
    </message>
    <message>
        <source>it has %1 slots; a board has at most %2</source>
        <translation>它有 %1 个插槽；主板最多有 %2 个</translation>
    </message>
    <message>
        <source>%1 is not a slot</source>
        <translation>%1 不是插槽</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>its source note or address is too long</source>
        <translation>其来源说明或网址过长</translation>
    </message>
    <message>
        <source>the board %1 is not in the catalog</source>
        <translation>部件目录中没有主板 %1</translation>
    </message>
    <message>
        <source>%1 is not a motherboard</source>
        <translation>%1 不是主板</translation>
    </message>
    <message>
        <source>it %1</source>
        <translation>该文件%1</translation>
    </message>
</context>
<context>
    <name>ListBuild</name>
    <message>
        <source>line %1: %2: %3 is left out: the catalog holds no parts of this kind</source>
        <translation>第 %1 行：%2：%3 未纳入：目录中没有这类部件</translation>
    </message>
    <message>
        <source>line %1: %2 matches no catalog part; it is left out</source>
        <translation>第 %1 行：%2 与目录中的部件都不匹配，未纳入</translation>
    </message>
    <message>
        <source>line %1: %2 is taken as %3 (%4), a close name: check it</source>
        <translation>第 %1 行：%2 按相近名称取为 %3（%4），请核对</translation>
    </message>
    <message>
        <source>line %1: a second %2 (%3) is left out</source>
        <translation>第 %1 行：第二个%2（%3）未纳入</translation>
    </message>
    <message>
        <source>the list has %1 graphics cards; a build holds at most %2</source>
        <translation>清单中有 %1 块显卡；一个配置最多容纳 %2 块</translation>
    </message>
    <message>
        <source>%1 has %2 slots for the list&apos;s %3 graphics cards</source>
        <translation>%1 只有 %2 个插槽，放不下清单中的 %3 块显卡</translation>
    </message>
    <message>
        <source>From the PCPartPicker list %1 of %2.</source>
        <translation>来自 PCPartPicker 清单 %1（%2）。</translation>
    </message>
    <message>
        <source>Owned: %1.</source>
        <translation>已拥有：%1。</translation>
    </message>
</context>
<context>
    <name>MemoryFit</name>
    <message numerus="yes">
        <source>needs %1 GB per GPU with %n GPU(s); has %2 GB</source>
        <translation>
            <numerusform>%n 块 GPU 时每块需要 %1 GB；实有 %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Also planned, %1: %2</source>
        <translation>另需运行的 %1：%2</translation>
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
        <source>Cannot save the custom part: %1</source>
        <translation>无法保存自定义部件：%1</translation>
    </message>
    <message>
        <source>it was written by a newer Rigsmith (version %1)</source>
        <translation>它由更新版本的 Rigsmith 写入（版本 %1）</translation>
    </message>
    <message>
        <source>Your custom parts file %1 %2; custom parts and prices are off for this session.</source>
        <translation>你的自定义部件文件 %1 %2；本次会话不使用自定义部件和价格。</translation>
    </message>
    <message>
        <source>Your custom parts file %1 cannot be used: %2. It is left as it is; custom parts and prices are off for this session.</source>
        <translation>你的自定义部件文件 %1 无法使用：%2。文件保持原样；本次会话不使用自定义部件和价格。</translation>
    </message>
    <message>
        <source>Your custom parts file %1 is damaged (%2) and cannot be moved aside; custom parts and prices are off for this session.</source>
        <translation>你的自定义部件文件 %1 已损坏（%2），且无法移到一旁；本次会话不使用自定义部件和价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your custom parts cannot be read and are not shown (they stay in %1): %2</source>
        <translation>
            <numerusform>%n 个自定义部件无法读取，未显示（仍保存在 %1 中）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the custom part: %1: %2</source>
        <translation>无法保存自定义部件：%1：%2</translation>
    </message>
    <message>
        <source>not a part (%1)</source>
        <translation>不是部件（%1）</translation>
    </message>
    <message>
        <source>Cannot save the prices: %1</source>
        <translation>无法保存价格：%1</translation>
    </message>
    <message>
        <source>Cannot save the price of %1: %2</source>
        <translation>无法保存 %1 的价格：%2</translation>
    </message>
    <message>
        <source>custom parts</source>
        <translation>自定义部件</translation>
    </message>
    <message>
        <source>your prices</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>%1 (their table is missing)</source>
        <translation>%1（其数据表缺失）</translation>
    </message>
    <message>
        <source>%1 (column %2 is missing)</source>
        <translation>%1（缺少列 %2）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n kept</source>
        <translation>
            <numerusform>%1：保留 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Your custom parts file was damaged (%1). It was kept as %2 and a new one was started</source>
        <translation>您的自定义部件文件已损坏（%1）。原文件保留为 %2，并已新建一个文件</translation>
    </message>
    <message>
        <source> with what could still be read from it (%1)</source>
        <translation>，其中仍可读取的内容已恢复（%1）</translation>
    </message>
    <message>
        <source>; not recovered: %1</source>
        <translation>；未能恢复：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n of your corrected board layouts cannot be read; those boards show the catalog&apos;s layout (the corrections stay in %1): %2</source>
        <translation>
            <numerusform>你修正的主板布局中有 %n 个无法读取；这些主板显示部件目录的布局（修正内容仍保存在 %1 中）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the layout of %1: %2</source>
        <translation>无法保存 %1 的布局：%2</translation>
    </message>
    <message>
        <source>Cannot remove the layout of %1: %2</source>
        <translation>无法删除 %1 的布局：%2</translation>
    </message>
    <message>
        <source>it names another board, %1</source>
        <translation>它指向另一块主板 %1</translation>
    </message>
    <message>
        <source>Cannot save the layout: %1 is not a board in the catalog</source>
        <translation>无法保存布局：%1 不是部件目录中的主板</translation>
    </message>
    <message>
        <source>Cannot save the layout: %1: %2</source>
        <translation>无法保存布局：%1：%2</translation>
    </message>
    <message>
        <source>your corrected board layouts</source>
        <translation>你修正的主板布局</translation>
    </message>
    <message>
        <source>the disk is full; nothing was changed, free some space and try again</source>
        <translation>磁盘已满；未做任何更改，请释放一些空间后再试</translation>
    </message>
    <message>
        <source>it is not an SQLite database or is damaged (%1)</source>
        <translation>它不是 SQLite 数据库或已损坏（%1）</translation>
    </message>
    <message>
        <source>it is not an SQLite database (%1)</source>
        <translation>它不是 SQLite 数据库（%1）</translation>
    </message>
    <message>
        <source>your custom parts and prices file</source>
        <translation>你的自定义部件和价格文件</translation>
    </message>
    <message>
        <source>Cannot open your custom parts file %1: %2. It is left as it is; custom parts and prices are off for this session.</source>
        <translation>无法打开你的自定义部件文件 %1：%2。文件保持原样；本次会话不使用自定义部件和价格。</translation>
    </message>
    <message>
        <source>Your custom parts file %1 cannot be used (%2); it is left as it is and custom parts and prices are off for this session.</source>
        <translation>你的自定义部件文件 %1 无法使用（%2）；文件保持原样，本次会话不使用自定义部件和价格。</translation>
    </message>
    <message>
        <source>its price (%1 cents) is not above zero and at most a billion units of its currency</source>
        <translation>其价格（%1 分）不在大于零且不超过十亿货币单位的范围内</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code</source>
        <translation>“%1”不是货币代码</translation>
    </message>
    <message>
        <source>it has no valid date</source>
        <translation>它没有有效日期</translation>
    </message>
    <message numerus="yes">
        <source>%n of your prices cannot be read and are not used (they stay in %1): %2</source>
        <translation>
            <numerusform>你的 %n 个价格无法读取，未被使用（仍保存在 %1 中）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the custom part %1: %2: %3</source>
        <translation>无法保存自定义部件 %1：%2：%3</translation>
    </message>
    <message>
        <source>Cannot save the custom parts: %1</source>
        <translation>无法保存自定义部件：%1</translation>
    </message>
    <message>
        <source>Cannot save the custom part %1: %2</source>
        <translation>无法保存自定义部件 %1：%2</translation>
    </message>
    <message>
        <source>your prices for GPU models</source>
        <translation>你为 GPU 型号设定的价格</translation>
    </message>
    <message>
        <source>Cannot save the price of %1: a model&apos;s price needs its memory size</source>
        <translation>无法保存 %1 的价格：型号的价格需要注明显存容量</translation>
    </message>
    <message>
        <source>it is for a part neither new nor used (&apos;%1&apos;)</source>
        <translation>它既非新件也非二手件的价格（“%1”）</translation>
    </message>
    <message>
        <source>it names no GPU model with its memory</source>
        <translation>它没有指明带显存容量的 GPU 型号</translation>
    </message>
    <message>
        <source>the overlay is in use by another program (it stayed locked for %1 seconds); nothing was changed, try again when it has finished</source>
        <translation>叠加数据库正被另一个程序使用（已被锁定 %1 秒）；未做任何更改，请等它完成后再试</translation>
    </message>
    <message>
        <source>it is another program&apos;s SQLite database (application id %1)</source>
        <translation>它是另一个程序的 SQLite 数据库（应用程序 ID %1）</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> 等另外 %1 个</translation>
    </message>
    <message>
        <source>it is another program&apos;s SQLite database (its tables: %1)</source>
        <translation>它是另一个程序的 SQLite 数据库（其中的表：%1）</translation>
    </message>
    <message>
        <source>Your custom parts file %1 is not Rigsmith&apos;s: %2. It is left as it is; custom parts and prices are off for this session. Move it elsewhere and Rigsmith starts a new one.</source>
        <translation>你的自定义部件文件 %1 不是 Rigsmith 的文件：%2。它保持原样；本次会话不使用自定义部件和价格。将它移到别处后，Rigsmith 会新建一个。</translation>
    </message>
</context>
<context>
    <name>PartFilter</name>
    <message>
        <source>%1 mm tall; %2 takes CPU coolers up to %3 mm (%4)</source>
        <translation>高 %1 mm；%2 只能容纳不高于 %3 mm 的 CPU 散热器（%4）</translation>
    </message>
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
        <source>the motherboard&apos;s %1 chipset does not run it</source>
        <translation>主板的 %1 芯片组不支持该处理器</translation>
    </message>
    <message>
        <source>its %1 chipset does not run %2</source>
        <translation>其 %1 芯片组不支持 %2</translation>
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
    <message>
        <source>%1 modules; the motherboard has %2 slots</source>
        <translation>%1 条内存；主板只有 %2 个插槽</translation>
    </message>
    <message>
        <source>unbuffered; the motherboard takes registered DIMMs</source>
        <translation>无缓冲内存；主板需要带寄存器的 DIMM</translation>
    </message>
    <message>
        <source>registered; the motherboard takes unbuffered DIMMs</source>
        <translation>带寄存器内存；主板需要无缓冲 DIMM</translation>
    </message>
    <message>
        <source>registered; the build&apos;s memory is unbuffered</source>
        <translation>带寄存器内存；配置中的内存为无缓冲</translation>
    </message>
    <message>
        <source>unbuffered; the build&apos;s memory is registered</source>
        <translation>无缓冲内存；配置中的内存为带寄存器</translation>
    </message>
    <message>
        <source>too little memory for the workload: %1</source>
        <translation>显存不足以运行该工作负载：%1</translation>
    </message>
    <message>
        <source>%1 expansion openings; the card in slot %2 needs openings %2–%3</source>
        <translation>%1 个扩展槽位开口；插槽 %2 中的显卡需要开口 %2–%3</translation>
    </message>
    <message>
        <source>does not fit the motherboard&apos;s socket %1</source>
        <translation>不适配主板的 %1 插座</translation>
    </message>
    <message numerus="yes">
        <source>%n PCIe power cable(s) short of what the cards take</source>
        <translation>
            <numerusform>PCIe 供电线比显卡所需少 %n 根</numerusform>
        </translation>
    </message>
    <message>
        <source>lists no narrow-ILM mount (%1); the motherboard&apos;s socket has the narrow heatsink retention</source>
        <translation>未列出窄版 ILM 扣具（%1）；主板插槽为窄版散热器固定方式</translation>
    </message>
    <message>
        <source>an ordinary case: the back-connect board&apos;s connectors need a case made for them</source>
        <translation>普通机箱：背插主板的接口需要专门设计的机箱</translation>
    </message>
    <message numerus="yes">
        <source>its radiator mounts cannot take the build&apos;s %n radiator(s), each on a mount of at least its size</source>
        <translation>
            <numerusform>其冷排安装位无法容纳本配置的 %n 个冷排（每个冷排都需要一个不小于其尺寸的安装位）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s radiator mounts cannot take the build&apos;s %n radiator(s) with this one, each on a mount of at least its size</source>
        <translation>
            <numerusform>%1 的冷排安装位无法容纳本配置连同这一个在内的 %n 个冷排（每个冷排都需要一个不小于其尺寸的安装位）</numerusform>
        </translation>
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
    <message>
        <source>TF32 (32-bit storage, tensor-core math)</source>
        <translation>TF32（32 位存储，Tensor Core 运算）</translation>
    </message>
    <message>
        <source>bfloat16 (mixed precision)</source>
        <translation>bfloat16（混合精度）</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>8-bit integer weights</source>
        <translation>8 位整数权重</translation>
    </message>
    <message>
        <source>4-bit integer weights</source>
        <translation>4 位整数权重</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>water block</source>
        <translation>水冷头</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>no 80 PLUS rating</source>
        <translation>无 80 PLUS 认证</translation>
    </message>
    <message>
        <source>80 PLUS</source>
        <translation>80 PLUS</translation>
    </message>
    <message>
        <source>80 PLUS Bronze</source>
        <translation>80 PLUS 铜牌</translation>
    </message>
    <message>
        <source>80 PLUS Silver</source>
        <translation>80 PLUS 银牌</translation>
    </message>
    <message>
        <source>80 PLUS Gold</source>
        <translation>80 PLUS 金牌</translation>
    </message>
    <message>
        <source>80 PLUS Platinum</source>
        <translation>80 PLUS 白金</translation>
    </message>
    <message>
        <source>80 PLUS Titanium</source>
        <translation>80 PLUS 钛金</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>launch price, %1</source>
        <translation>首发价格，%1</translation>
    </message>
    <message>
        <source>review price</source>
        <comment>a price a review named on the date shown beside it</comment>
        <translation>评测时价格</translation>
    </message>
</context>
<context>
    <name>PartList</name>
    <message>
        <source>line %1 is %2 characters long; a line of a list has at most %3</source>
        <translation>第 %1 行有 %2 个字符；清单的一行最多 %3 个字符</translation>
    </message>
    <message>
        <source>the list has more than %1 lines, more than a part list has</source>
        <translation>清单超过 %1 行，比部件清单应有的多</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the address of a PCPartPicker country site</source>
        <translation>“%1”不是 PCPartPicker 某个国家站点的地址</translation>
    </message>
    <message>
        <source>the currency of %1 is not known</source>
        <translation>%1 的货币未知</translation>
    </message>
    <message>
        <source>the list is cut off: it ends at line %1 without its footer &quot;Generated by PCPartPicker …&quot;</source>
        <translation>清单不完整：在第 %1 行结束，缺少页脚“Generated by PCPartPicker …”</translation>
    </message>
    <message>
        <source>line %1 is not a line of a PCPartPicker list: &quot;%2&quot;</source>
        <translation>第 %1 行不是 PCPartPicker 清单的行：“%2”</translation>
    </message>
    <message>
        <source>line %1 starts a table &quot;Type|Item|Price&quot; but the next line does not divide its header from its rows</source>
        <translation>第 %1 行是表格“Type|Item|Price”的开头，但下一行没有把表头与各行分开</translation>
    </message>
    <message>
        <source>line %1 is not a row of a PCPartPicker table: &quot;%2&quot;</source>
        <translation>第 %1 行不是 PCPartPicker 表格的行：“%2”</translation>
    </message>
    <message>
        <source>the list is cut off: its table ends without the footer &quot;Generated by PCPartPicker …&quot;</source>
        <translation>清单不完整：表格结束处缺少页脚“Generated by PCPartPicker …”</translation>
    </message>
    <message>
        <source>the list is cut off: its table (line %1) is never closed</source>
        <translation>清单不完整：其表格（第 %1 行）没有结束</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price</source>
        <translation>“%1”不是价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price in %2, the currency of the list&apos;s site</source>
        <translation>“%1”不是以 %2（清单所在站点的货币）计的价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price a part has</source>
        <translation>“%1”不是部件会有的价格</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <source>%1 bytes is too large for a part list (at most %2)</source>
        <translation>%1 字节，对部件清单来说太大（最多 %2）</translation>
    </message>
    <message>
        <source>the file is not text (UTF-8)</source>
        <translation>该文件不是文本（UTF-8）</translation>
    </message>
    <message>
        <source>this is not a PCPartPicker list: it has no line &quot;PCPartPicker Part List: …&quot;, no table &quot;Type|Item|Price&quot; and no table &quot;pcpp-part-list&quot;</source>
        <translation>这不是 PCPartPicker 清单：既没有“PCPartPicker Part List: …”一行，也没有“Type|Item|Price”表格或“pcpp-part-list”表格</translation>
    </message>
    <message>
        <source>%1 lines are too many for a part list (at most %2)</source>
        <translation>%1 行，对部件清单来说太多（最多 %2 行）</translation>
    </message>
    <message>
        <source>the list has no parts</source>
        <translation>清单中没有部件</translation>
    </message>
    <message>
        <source>the footer &quot;%1&quot; does not give the day the list was made (YYYY-MM-DD, up to today)</source>
        <translation>页脚“%1”没有给出清单生成的日期（YYYY-MM-DD，不晚于今天）</translation>
    </message>
    <message>
        <source>the list gives no address on a PCPartPicker site, so its currency is not known</source>
        <translation>清单没有给出 PCPartPicker 站点上的地址，因此不知道其货币</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>the prices add up to %1, but the list&apos;s total is %2: was the list edited?</source>
        <translation>各项价格合计为 %1，而清单的总计是 %2：清单被改动过吗？</translation>
    </message>
</context>
<context>
    <name>PartSpecs</name>
    <message>
        <source>%1 expansion slots, GPUs up to %2 mm</source>
        <translation>%1 个扩展槽位，显卡最长 %2 mm</translation>
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
    <message numerus="yes">
        <source>%1 %2, %n PCIe slot(s)</source>
        <translation>
            <numerusform>%1 %2，%n 个 PCIe 插槽</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Performance</name>
    <message>
        <source>%1 CPU threads for %2 needed</source>
        <translation>%1 个 CPU 线程，需要 %2 个</translation>
    </message>
    <message>
        <source>blocking reads of %1 batches of %2 MB take %3 ms per step from %4</source>
        <translation>从 %4 阻塞读取 %1 个 %2 MB 的批次，每步耗时 %3 ms</translation>
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
    <name>PowerBudget</name>
    <message>
        <source>PL2</source>
        <translation>PL2</translation>
    </message>
    <message>
        <source>PPT</source>
        <translation>PPT</translation>
    </message>
    <message>
        <source>boost power limit</source>
        <translation>加速功耗上限</translation>
    </message>
    <message>
        <source>%1 W (%2)</source>
        <translation>%1 W（%2）</translation>
    </message>
    <message>
        <source>%1 W (%2, derived: %3 W TDP × the maker&apos;s socket rule)</source>
        <translation>%1 W（%2，推算：%3 W TDP × 厂商的插槽换算规则）</translation>
    </message>
    <message>
        <source>%1 W (base TDP: no boost limit known, so the load may be higher)</source>
        <translation>%1 W（基础 TDP：未知加速功耗上限，实际负载可能更高）</translation>
    </message>
    <message>
        <source>%1 × %2: %3 each, %4 W</source>
        <translation>%1 × %2：每颗 %3，共 %4 W</translation>
    </message>
</context>
<context>
    <name>PriceAge</name>
    <message>
        <source>price from %1, over a year old</source>
        <translation>价格来自 %1，已超过一年</translation>
    </message>
    <message>
        <source>old</source>
        <comment>a price over a year old</comment>
        <translation>旧</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>你的价格</translation>
    </message>
    <message>
        <source>over a year old</source>
        <translation>已超过一年</translation>
    </message>
    <message>
        <source>source not recorded</source>
        <translation>未记录来源</translation>
    </message>
    <message>
        <source>launch price (%1), not a current price</source>
        <translation>首发价（%1），并非当前价格</translation>
    </message>
    <message>
        <source>launch price, not a current price</source>
        <translation>首发价，并非当前价格</translation>
    </message>
    <message>
        <source>launch %1</source>
        <comment>a launch price and its year</comment>
        <translation>首发价 %1</translation>
    </message>
    <message>
        <source>launch</source>
        <comment>a launch price</comment>
        <translation>首发价</translation>
    </message>
    <message>
        <source>yours</source>
        <comment>the user&apos;s own price</comment>
        <translation>你的价格</translation>
    </message>
    <message>
        <source>review</source>
        <comment>a price a review named</comment>
        <translation>评测价</translation>
    </message>
    <message>
        <source>shop</source>
        <comment>a shop&apos;s price</comment>
        <translation>商店价</translation>
    </message>
    <message>
        <source>not a current price</source>
        <translation>并非当前价格</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a price for a new part</comment>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <comment>a price for a used part</comment>
        <translation>二手</translation>
    </message>
    <message>
        <source>yours, used</source>
        <comment>the user&apos;s own price of a used part</comment>
        <translation>你的，二手</translation>
    </message>
    <message>
        <source>street used</source>
        <comment>a dated street price of a used part</comment>
        <translation>市场价（二手）</translation>
    </message>
    <message>
        <source>street new</source>
        <comment>a dated street price of a new part</comment>
        <translation>市场价（全新）</translation>
    </message>
    <message>
        <source>your price for every variant of the model</source>
        <translation>你为该型号所有版本设定的价格</translation>
    </message>
    <message>
        <source>street price, used</source>
        <translation>市场价，二手</translation>
    </message>
    <message>
        <source>street price, new</source>
        <translation>市场价，全新</translation>
    </message>
    <message>
        <source>owned</source>
        <comment>a part the user owns: not bought</comment>
        <translation>已拥有</translation>
    </message>
    <message>
        <source>a part you own: not bought</source>
        <translation>你已拥有的部件：无需购买</translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>a quoted field opened on line %1 is never closed</source>
        <translation>第 %1 行开始的引号字段没有闭合</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 catalog parts; use the catalog id</source>
        <translation>“%1”对应 %2 个目录部件；请使用目录编号</translation>
    </message>
    <message>
        <source>no catalog part has the id or exact name &quot;%1&quot;</source>
        <translation>没有目录部件的编号或完整名称是“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price above zero (write 1299.00)</source>
        <translation>“%1”不是大于零的价格（请写作 1299.00）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code such as EUR</source>
        <translation>“%1”不是货币代码（例如 EUR）</translation>
    </message>
    <message>
        <source>%1… (%2 more characters)</source>
        <translation>%1…（另有 %2 个字符）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a price in whole cents of at least 0.01 (write 1299.00)</source>
        <translation>“%1”不是以整分计、至少 0.01 的价格（请写作 1299.00）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no currency in use (a typing error?); codes are ISO 4217, such as EUR</source>
        <translation>“%1”不是正在使用的货币（输入错误？）；代码采用 ISO 4217，例如 EUR</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date between 1980-01-01 and today, written 2026-11-30</source>
        <translation>“%1”不是 1980-01-01 到今天之间的日期（格式如 2026-11-30）</translation>
    </message>
    <message>
        <source>the shop&apos;s name is %1 characters long; a shop&apos;s name has at most %2</source>
        <translation>商店名称长 %1 个字符；商店名称最多 %2 个字符</translation>
    </message>
    <message>
        <source>%1 has another price of the same day on line %2; give one price per part and day</source>
        <translation>%1 在第 %2 行有同一天的另一个价格；每个部件每天只给一个价格</translation>
    </message>
    <message>
        <source>%1: the newer price on line %2 is taken instead</source>
        <translation>%1：改用第 %2 行较新的价格</translation>
    </message>
    <message>
        <source>%1 is a kind of part the catalog does not hold</source>
        <translation>%1 是目录中没有的部件类别</translation>
    </message>
    <message>
        <source>%1 is owned: what was paid is not a price to buy at</source>
        <translation>%1 已拥有：当时支付的金额不是可以买到的价格</translation>
    </message>
    <message>
        <source>%1 has no price in the list</source>
        <translation>%1 在清单中没有价格</translation>
    </message>
    <message>
        <source>%1 matches %2 by a close name only; confirm it in the window or take close matches with --accept-close</source>
        <translation>%1 只是名称与 %2 相近；请在窗口中确认，或用 --accept-close 接受相近匹配</translation>
    </message>
    <message>
        <source>%1 matches no catalog part</source>
        <translation>%1 与目录中的部件都不匹配</translation>
    </message>
    <message>
        <source>%1 has another price on line %2 of the same list; give one price per part and day</source>
        <translation>%1 在同一清单的第 %2 行有另一个价格；每个部件每天只给一个价格</translation>
    </message>
    <message>
        <source>%1 has no price</source>
        <translation>%1 没有价格</translation>
    </message>
    <message>
        <source>%1 is not one catalog part</source>
        <translation>%1 不对应目录中的某一个部件</translation>
    </message>
    <message>
        <source>%1: the catalog has this price already</source>
        <translation>%1：目录中已有这个价格</translation>
    </message>
    <message>
        <source>%1: the price has no day; a price needs the day it was seen</source>
        <translation>%1：价格没有日期；价格需要注明看到它的日期</translation>
    </message>
    <message>
        <source>the file is none of what prices import takes: a price CSV (header part,price,currency,date,shop), a shopping list Rigsmith wrote, or a PCPartPicker list (its text, Markdown or HTML export)</source>
        <translation>该文件不是 prices import 可接受的任何一种：价格 CSV（表头 part,price,currency,date,shop）、Rigsmith 写出的购物清单，或 PCPartPicker 清单（其文本、Markdown 或 HTML 导出）</translation>
    </message>
    <message>
        <source>the first line must be the header &quot;%1&quot;, optionally followed by &quot;%2&quot;</source>
        <translation>第一行必须是表头“%1”，其后可接“%2”</translation>
    </message>
    <message>
        <source>%1 fields where %2 belong</source>
        <translation>有 %1 个字段，应为 %2 个</translation>
    </message>
    <message>
        <source>a price is for a part or for a GPU model; this line names both</source>
        <translation>价格对应一个部件或一个 GPU 型号；此行两者都写了</translation>
    </message>
    <message>
        <source>no catalog GPU is a &quot;%1&quot;</source>
        <translation>目录中没有 GPU 是“%1”</translation>
    </message>
    <message>
        <source>no catalog GPU is a &quot;%1&quot;; the catalog has %2</source>
        <translation>目录中没有 GPU 是“%1”；目录中有 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes with %2 memory sizes; name one, as in &quot;%3&quot;</source>
        <translation>“%1”有 %2 种显存容量；请注明一种，例如“%3”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither new nor used (or empty)</source>
        <translation>“%1”既不是 new 也不是 used（也不是空）</translation>
    </message>
    <message>
        <source>line %1 is not UTF-8 text (perhaps Latin-1 or another legacy encoding): save the file as UTF-8 (in a spreadsheet, as &quot;CSV UTF-8&quot;)</source>
        <translation>第 %1 行不是 UTF-8 文本（可能是 Latin-1 或其他旧编码）：请将文件存为 UTF-8（在电子表格中选“CSV UTF-8”）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slot %1: x%2 size, x%3 electrical from the %4, PCIe %5.0%6</source>
        <translation>插槽 %1：x%2 尺寸，来自%4的 x%3 电气通道，PCIe %5.0%6</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>; covered by a card above</source>
        <translation>；被上方的卡挡住</translation>
    </message>
    <message>
        <source>%1 in slot %2
%3
%4 × %5 mm. Drag to another slot; Delete removes it.</source>
        <translation>插槽 %2 中的 %1
%3
%4 × %5 mm。拖到其他插槽；按 Delete 移除。</translation>
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
    <name>Report</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n advice</source>
        <translation>
            <numerusform>%n 条建议</numerusform>
        </translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>advice</source>
        <translation>建议</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>the slot is then off</source>
        <translation>此时该插槽被禁用</translation>
    </message>
    <message>
        <source>the slot then runs at x%1</source>
        <translation>此时该插槽以 x%1 运行</translation>
    </message>
    <message>
        <source>the board&apos;s lane-sharing table</source>
        <translation>主板的通道共享表</translation>
    </message>
    <message numerus="yes">
        <source>The build&apos;s %n NVMe drive(s) fill %1&apos;s own M.2 sockets, so one goes into %2, which shares its lanes with slot %3, where %4 sits: %5 (%6).</source>
        <translation>
            <numerusform>本配置的 %n 块 NVMe 硬盘占满了 %1 自有通道的 M.2 插槽，因此有一块装入 %2，它与插着 %4 的插槽 %3 共享通道：%5（%6）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use fewer NVMe drives (a SATA drive or a larger NVMe drive instead), or move the card to a slot that does not share its lanes with %1.</source>
        <translation>请减少 NVMe 硬盘数量（改用 SATA 硬盘或更大容量的 NVMe 硬盘），或把显卡移到不与 %1 共享通道的插槽。</translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s, and no statement of the platform maker on record gives the speed (%5).</source>
        <translation>
            <numerusform>%1 根内存条插在 %2 的 %n 个通道上，每个通道两根；在 %3 上这会低于套条的额定 %4 MT/s，而目录中没有平台厂商给出该速度的说明（%5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the processor maker&apos;s memory specification for two modules a channel, or fit one module a channel (larger modules) to keep the rated speed.</source>
        <translation>请查阅处理器厂商关于每通道两根内存的规格，或每通道只插一根（用更大容量的内存条）以保持额定速度。</translation>
    </message>
    <message>
        <source>%1-%2 (%1-%3 with single-rank modules)</source>
        <translation>%1-%2（单面（1R）内存条为 %1-%3）</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel: %3 supports %4 then, not the kits&apos; rated %5 MT/s (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</source>
        <translation>
            <numerusform>%1 根内存条插在 %2 的 %n 个通道上，每个通道两根：此时 %3 只支持 %4，而非套条的额定 %5 MT/s（%6）。内存带宽按 %7 MT/s 计算：约 %8 GB/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit one module a channel (%1 modules of twice the size) to run at the rated speed, or buy a cheaper kit rated for the speed four modules run at.</source>
        <translation>每通道只插一根（%1 根两倍容量的内存条）即可以额定速度运行，或者购买额定速度与四根内存实际速度相当的更便宜套条。</translation>
    </message>
    <message>
        <source>%1 is %2 mm tall</source>
        <translation>%1 高 %2 mm</translation>
    </message>
    <message>
        <source>the catalog does not know the height of %1</source>
        <translation>目录中没有 %1 的高度</translation>
    </message>
    <message>
        <source>%1 takes CPU coolers up to %2 mm</source>
        <translation>%1 可容纳不高于 %2 mm 的 CPU 散热器</translation>
    </message>
    <message>
        <source>the catalog does not know how tall a CPU cooler %1 takes</source>
        <translation>目录中没有 %1 可容纳的 CPU 散热器高度</translation>
    </message>
    <message>
        <source>%1, and %2: whether the cooler fits this small case cannot be checked.</source>
        <translation>%1，且%2：无法核对该散热器能否装入这个小机箱。</translation>
    </message>
    <message>
        <source>Check the case maker&apos;s CPU-cooler clearance against the cooler&apos;s height (fan included) before buying, or choose a low-profile cooler or a case whose clearance is known.</source>
        <translation>购买前请将机箱厂商给出的 CPU 散热器限高与散热器高度（含风扇）对照核实，或选择下压式散热器，或选择限高已知的机箱。</translation>
    </message>
    <message>
        <source>Not chosen yet: %1. Checks that need them are skipped.</source>
        <translation>尚未选择：%1。依赖它们的检查已跳过。</translation>
    </message>
    <message>
        <source>Add the missing parts from the parts browser.</source>
        <translation>从部件浏览器中添加缺少的部件。</translation>
    </message>
    <message>
        <source>The build has no GPU; deep learning without one is too slow to be practical.</source>
        <translation>配置中没有 GPU；没有 GPU 的深度学习慢得无法实用。</translation>
    </message>
    <message>
        <source>Place at least one GPU in a x16 slot.</source>
        <translation>至少在一个 x16 插槽中安装一块 GPU。</translation>
    </message>
    <message>
        <source>%1 GPUs: desktop boards and the guide stop at 4 per system.</source>
        <translation>%1 块 GPU：桌面主板和本指南都以每台 4 块为上限。</translation>
    </message>
    <message>
        <source>Keep 4 GPUs per machine; put further GPUs in a second machine.</source>
        <translation>每台机器最多 4 块 GPU；更多的 GPU 放到第二台机器。</translation>
    </message>
    <message>
        <source>Plug into a circuit rated for more, or split the GPUs across two machines.</source>
        <translation>接到额定更高的电路上，或把 GPU 分到两台机器。</translation>
    </message>
    <message>
        <source>Or cap each GPU at %1 W (nvidia-smi -pl %1): about %2 % less throughput.</source>
        <translation>或将每块 GPU 限制在 %1 W（nvidia-smi -pl %1）：吞吐量约降低 %2 %。</translation>
    </message>
    <message>
        <source>Open-air cards in slots %1 and %2 sit with no free slot between them: expect about 30% lower speed and shorter life.</source>
        <translation>插槽 %1 和 %2 中的开放式散热显卡之间没有空槽：预计速度降低约 30%，寿命缩短。</translation>
    </message>
    <message>
        <source>Use blower cards for adjacent slots, leave a free slot between the cards, or water-cool them.</source>
        <translation>相邻插槽请使用涡轮（鼓风）显卡，或在显卡之间留出空槽，或改用水冷。</translation>
    </message>
    <message>
        <source>%1 air-cooled GPUs, %2 of them open-air: with 3–4 GPUs on air, open-air coolers heat each other into throttling.</source>
        <translation>%1 块风冷 GPU，其中 %2 块为开放式散热：3–4 块风冷 GPU 时，开放式散热会互相加热导致降频。</translation>
    </message>
    <message>
        <source>Use blower-style cards, or water cooling, for 3 or more GPUs.</source>
        <translation>3 块及以上 GPU 请使用涡轮显卡或水冷。</translation>
    </message>
    <message>
        <source>Consider air-cooled cards and save the money.</source>
        <translation>考虑使用风冷显卡，省下这笔钱。</translation>
    </message>
    <message>
        <source>Prefer all-in-one GPU coolers to a custom loop.</source>
        <translation>优先选用一体式 GPU 水冷，而非自定义水路。</translation>
    </message>
    <message>
        <source>The %1-slot card in slot %2 covers slot %3, where another card is plugged in.</source>
        <translation>插槽 %2 中占 %1 槽的显卡挡住了插槽 %3，而那里插着另一块卡。</translation>
    </message>
    <message>
        <source>Move the card in slot %1 further down, or use 2-slot (blower) cards; budget two slots per GPU.</source>
        <translation>将插槽 %1 中的卡下移，或使用双槽（涡轮）显卡；每块 GPU 按两个槽位规划。</translation>
    </message>
    <message>
        <source>The %1-slot card in slot %2 needs openings %2–%3; the case has %4.</source>
        <translation>插槽 %2 中占 %1 槽的显卡需要第 %2–%3 个挡板位；机箱只有 %4 个。</translation>
    </message>
    <message>
        <source>Use a higher slot, a thinner card, or a case with at least %1 expansion slots.</source>
        <translation>使用更靠上的插槽、更薄的显卡，或至少有 %1 个扩展槽位的机箱。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Choose parts that fit each other (the browser&apos;s &quot;fits this build&quot; filter shows them).</source>
        <translation>选择彼此兼容的部件（浏览器的“适合此配置”筛选会列出它们）。</translation>
    </message>
    <message>
        <source>%1 has %2 GB (about %3 GB in 16-bit); %4 needs %5 GB.</source>
        <translation>%1 有 %2 GB（16 位下约相当于 %3 GB）；%4 需要 %5 GB。</translation>
    </message>
    <message>
        <source>%1 has %2 GB; %3 needs %4 GB.</source>
        <translation>%1 有 %2 GB；%3 需要 %4 GB。</translation>
    </message>
    <message>
        <source>Choose a GPU with more memory, or train in 16-bit on a tensor-core card.</source>
        <translation>选择显存更大的 GPU，或在带 Tensor Core 的显卡上用 16 位训练。</translation>
    </message>
    <message>
        <source>%1 is a GTX 10-series card: it has no fast 16-bit, so 16-bit training gains nothing.</source>
        <translation>%1 是 GTX 10 系列显卡：没有快速 16 位运算，16 位训练毫无收益。</translation>
    </message>
    <message>
        <source>Train in 32-bit on this card, or choose an RTX card for 16-bit.</source>
        <translation>在这块卡上用 32 位训练，或为 16 位训练选择 RTX 显卡。</translation>
    </message>
    <message>
        <source>The workload trains in 32-bit on tensor-core cards, which leaves most of their speed unused.</source>
        <translation>该工作负载在带 Tensor Core 的显卡上用 32 位训练，浪费了它们的大部分速度。</translation>
    </message>
    <message>
        <source>Train in 16-bit (mixed precision with dynamic loss scaling).</source>
        <translation>使用 16 位训练（混合精度，动态损失缩放）。</translation>
    </message>
    <message>
        <source>a data-centre card costs up to 10× more with no deep-learning advantage in a workstation</source>
        <translation>数据中心显卡价格高达 10 倍，在工作站中并无深度学习优势</translation>
    </message>
    <message>
        <source>a workstation (Quadro-class) card costs far more per unit of training speed</source>
        <translation>工作站（Quadro 级）显卡的单位训练速度成本高得多</translation>
    </message>
    <message>
        <source>Titan cards cost far more per unit of training speed</source>
        <translation>Titan 显卡的单位训练速度成本高得多</translation>
    </message>
    <message>
        <source>Founders Edition cards cost more than partner cards of the same GPU</source>
        <translation>公版（Founders Edition）显卡比同型号的合作伙伴版更贵</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Unless you need its memory or licence terms, a consumer card of the same generation gives more throughput per dollar.</source>
        <translation>除非需要它的显存或许可条款，同代消费级显卡每美元吞吐量更高。</translation>
    </message>
    <message>
        <source>%1 is an %2 GPU: major networks run, but software support is thinner than CUDA&apos;s.</source>
        <translation>%1 是 %2 GPU：主流网络能运行，但软件支持不如 CUDA 完善。</translation>
    </message>
    <message>
        <source>Prefer an NVIDIA GPU unless you know your frameworks support this one well.</source>
        <translation>除非确知你的框架对它支持良好，否则优先选择 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>%1 GB of RAM is less than the %2 GB of the largest GPU (%3).</source>
        <translation>%1 GB 内存少于最大 GPU（%3）的 %2 GB 显存。</translation>
    </message>
    <message>
        <source>Have at least %1 GB of RAM; more GPUs do not need more.</source>
        <translation>至少配 %1 GB 内存；GPU 更多并不需要更多内存。</translation>
    </message>
    <message>
        <source>%1 runs at %2 MT/s: RAM clock gives deep learning little or nothing (0–3 %).</source>
        <translation>%1 运行在 %2 MT/s：内存频率对深度学习几乎没有帮助（0–3 %）。</translation>
    </message>
    <message>
        <source>Buy the cheapest kit of the capacity you need (%1 MT/s is plenty).</source>
        <translation>按所需容量买最便宜的套装（%1 MT/s 足够）。</translation>
    </message>
    <message>
        <source>The build has hard disks only: programs start and large files preprocess slowly.</source>
        <translation>配置中只有机械硬盘：程序启动和大文件预处理都很慢。</translation>
    </message>
    <message>
        <source>Add an SSD (NVMe is smoother than SATA) for the system, code and small datasets.</source>
        <translation>为系统、代码和小数据集添加一块 SSD（NVMe 比 SATA 更流畅）。</translation>
    </message>
    <message>
        <source>%1 GB of storage for a %2 GB dataset.</source>
        <translation>%1 GB 存储空间对应 %2 GB 数据集。</translation>
    </message>
    <message>
        <source>Add a large hard disk for the datasets.</source>
        <translation>为数据集添加一块大容量硬盘。</translation>
    </message>
    <message>
        <source>No data disk of 3 TB or more (the build has %1 GB of hard disk).</source>
        <translation>没有 3 TB 及以上的数据盘（配置中机械硬盘共 %1 GB）。</translation>
    </message>
    <message>
        <source>The guide&apos;s setup: a large, slow HDD (≥ 3 TB) for datasets plus an SSD for the rest.</source>
        <translation>指南推荐的配置：大容量慢速机械硬盘（≥ 3 TB）存数据集，外加一块 SSD 存其余内容。</translation>
    </message>
    <message>
        <source>Slot %1 is a x%2 slot: a x16 card does not fit it.</source>
        <translation>插槽 %1 是 x%2 插槽：x16 显卡插不进去。</translation>
    </message>
    <message>
        <source>slot %1 at x%2</source>
        <translation>插槽 %1 为 x%2</translation>
    </message>
    <message>
        <source>With 4 GPUs each should get x8 (32 lanes in all); %1.</source>
        <translation>4 块 GPU 时每块应有 x8（共 32 条通道）；%1。</translation>
    </message>
    <message>
        <source>%1: with 1–3 GPUs lanes barely matter (x4 → x16 gains about 3 %, nothing with pinned-memory loading).</source>
        <translation>%1：1–3 块 GPU 时通道数几乎无关紧要（x4 → x16 约提升 3 %，使用锁页内存加载时为零）。</translation>
    </message>
    <message>
        <source>Use slots with x8 or more, or a platform with more CPU lanes.</source>
        <translation>使用 x8 及以上的插槽，或 CPU 通道更多的平台。</translation>
    </message>
    <message>
        <source>No change needed; do not pay extra for lanes.</source>
        <translation>无需更改；不要为通道数多花钱。</translation>
    </message>
    <message>
        <source>Choose a CPU with at least %1 threads, or preprocess the dataset once before training.</source>
        <translation>选择至少 %1 线程的 CPU，或在训练前一次性预处理数据集。</translation>
    </message>
    <message>
        <source>%1 runs at %2 GHz base; the guide recommends more than 2 GHz.</source>
        <translation>%1 基础频率为 %2 GHz；指南建议高于 2 GHz。</translation>
    </message>
    <message>
        <source>Choose a CPU above 2 GHz; from there on clock costs at most about 3.5 %.</source>
        <translation>选择 2 GHz 以上的 CPU；超过这一频率后，频率差异最多影响约 3.5 %。</translation>
    </message>
    <message>
        <source>A CPU with fewer cores would do, unless it is there for the PCIe lanes or other work.</source>
        <translation>核心更少的 CPU 就够了，除非选它是为了 PCIe 通道或其他工作。</translation>
    </message>
    <message>
        <source>%1 runs on %2 boards only from a BIOS version that supports it: %3 (%4)</source>
        <translation>%1 只有在 BIOS 版本支持它时才能在 %2 主板上运行：%3（%4）</translation>
    </message>
    <message>
        <source>Check the CPU support list of %1 for the BIOS version %2 needs, and update the BIOS before fitting it (with BIOS Flashback or a processor the present BIOS runs).</source>
        <translation>请在 %1 的 CPU 支持列表中查找 %2 所需的 BIOS 版本，并在安装之前更新 BIOS（使用 BIOS Flashback，或用当前 BIOS 支持的处理器）。</translation>
    </message>
    <message>
        <source>The %1 chipset of %2 does not run %3, although the socket (%4) fits: %5 (%6)</source>
        <translation>%2 的 %1 芯片组不支持 %3，尽管插座（%4）相同：%5（%6）</translation>
    </message>
    <message>
        <source>Choose a processor the %1 chipset runs, or a board whose chipset runs %2 (the board maker&apos;s CPU support list names them).</source>
        <translation>请选择 %1 芯片组支持的处理器，或选择芯片组支持 %2 的主板（主板厂商的 CPU 支持列表会列出）。</translation>
    </message>
    <message>
        <source>unrecorded</source>
        <translation>未记录的</translation>
    </message>
    <message>
        <source>No source the catalog holds says whether the %1 chipset of %2 runs %3 (the socket, %4, fits): neither AMD&apos;s or Intel&apos;s chipset pages nor a board maker&apos;s CPU support list, as recorded, names the pair.</source>
        <translation>目录收录的来源都没有说明 %2 的 %1 芯片组是否支持 %3（插座 %4 相同）：已记录的 AMD 或 Intel 芯片组页面、主板厂商的 CPU 支持列表都没有提到这一组合。</translation>
    </message>
    <message>
        <source>Check the CPU support list of %1 for %2, and the BIOS version it needs, before buying; or choose a pair known to work (the advisor suggests only those).</source>
        <translation>购买前请在 %1 的 CPU 支持列表中查找 %2 及其所需的 BIOS 版本；或选择已知可用的组合（配置建议只推荐这类组合）。</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>%1 × %2 W GPUs</source>
        <translation>%1 × %2 W GPU</translation>
    </message>
    <message>
        <source>%1 W of GPUs</source>
        <translation>GPU 共 %1 W</translation>
    </message>
    <message>
        <source>Choose a PSU of at least %1 W (the guide&apos;s ×1.1 margin, plus ×1.1 for safety).</source>
        <translation>选择至少 %1 W 的电源（指南的 ×1.1 余量，再加 ×1.1 安全余量）。</translation>
    </message>
    <message>
        <source>PSU %1 W is below the %2 W minimum for %3.</source>
        <translation>电源 %1 W 低于 %3 所需的最低 %2 W。</translation>
    </message>
    <message>
        <source>PSU %1 W covers the %2 W minimum for %3 but not the %4 W the guide recommends.</source>
        <translation>电源 %1 W 满足 %3 所需的最低 %2 W，但达不到指南建议的 %4 W。</translation>
    </message>
    <message>
        <source>Choose a PSU with at least %1 more PCIe cables, or native 12VHPWR cables.</source>
        <translation>选择至少多 %1 根 PCIe 线的电源，或带原生 12VHPWR 线的电源。</translation>
    </message>
    <message>
        <source>%1 GPUs on a PSU rated %2: long runs waste power as heat.</source>
        <translation>%1 块 GPU 使用 %2 认证的电源：长时间运行会把电能浪费为热量。</translation>
    </message>
    <message>
        <source>Choose an 80 PLUS Gold or Platinum PSU for a multi-GPU build.</source>
        <translation>多 GPU 配置请选择 80 PLUS 金牌或白金电源。</translation>
    </message>
    <message>
        <source>Water cooling costs about %1 for the water-cooled GPUs (%2) and a few hours of assembly; for one GPU, or two with space between them, air cooling does as well.</source>
        <translation>为水冷 GPU（%2 块）做水冷约需 %1，外加几小时组装；对一块 GPU，或间隔排布的两块 GPU，风冷效果相同。</translation>
    </message>
    <message>
        <source>Water cooling costs about %1 for the water-cooled GPUs (%2: $100 each + $50) and a few hours of assembly; it keeps even the hottest cards cool and quiet.</source>
        <translation>为水冷 GPU（%2 块：每块 $100 + $50）做水冷约需 %1，外加几小时组装；它能让最热的显卡也保持凉爽安静。</translation>
    </message>
    <message>
        <source>%1 PCIe 8-pin and %2 12VHPWR</source>
        <translation>%1 个 PCIe 8-pin 和 %2 个 12VHPWR</translation>
    </message>
    <message>
        <source>%1 12VHPWR</source>
        <translation>%1 个 12VHPWR</translation>
    </message>
    <message>
        <source>%1 PCIe 8-pin</source>
        <translation>%1 个 PCIe 8-pin</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 threads; preprocessing %3 for %n GPU(s) needs %4 (%5 per GPU).</source>
        <translation>
            <numerusform>%1 有 %2 个线程；为 %n 块 GPU 进行%3的预处理需要 %4 个（每块 GPU %5 个）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 threads; %n GPU(s) need about %3 for this preprocessing.</source>
        <translation>
            <numerusform>%1 有 %2 个线程；这种预处理下 %n 块 GPU 只需约 %3 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The GPUs need %1 inputs; the PSU has %2 cables: %n 8-pin cable(s) short (a 12VHPWR adapter takes 3–4).</source>
        <translation>
            <numerusform>GPU 需要 %1 接口；电源有 %2 线：缺 %n 根 8-pin 线（每个 12VHPWR 转接头占 3–4 根）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <translation>%2 %1 GB</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>%1: %2 GB per GPU</source>
        <translation>%1：每块 GPU %2 GB</translation>
    </message>
    <message>
        <source>training a %1 B transformer</source>
        <translation>训练 %1 B 的 Transformer</translation>
    </message>
    <message>
        <source>Nothing short of a larger card fits: it needs a card with at least %1 GB.</source>
        <translation>只有更大的卡才能装下：需要至少 %1 GB 显存的卡。</translation>
    </message>
    <message>
        <source>What would fit on this card: %1. Or a card with at least %2 GB.</source>
        <translation>在这张卡上可行的做法：%1。或换用至少 %2 GB 显存的卡。</translation>
    </message>
    <message>
        <source>%1 needs %2 GB per GPU (%3); %4 has %5 GB.</source>
        <translation>%1 每块 GPU 需要 %2 GB（%3）；%4 只有 %5 GB。</translation>
    </message>
    <message numerus="yes">
        <source>With data parallelism every GPU holds the whole model (%1 GB each); sharded across the build&apos;s %n GPU(s) it needs %2 GB each.</source>
        <translation>
            <numerusform>数据并行时每块 GPU 都要装下整个模型（每块 %1 GB）；分片到本配置的 %n 块 GPU 上，每块只需 %2 GB。</numerusform>
        </translation>
    </message>
    <message>
        <source>Train with FSDP (ZeRO-3) instead of DDP.</source>
        <translation>用 FSDP（ZeRO-3）代替 DDP 训练。</translation>
    </message>
    <message numerus="yes">
        <source>Even sharded across the build&apos;s %n GPU(s) the workload needs %1 GB each; with checkpointing it takes %2 GPUs of %3 GB.</source>
        <translation>
            <numerusform>即使分片到本配置的 %n 块 GPU 上，每块仍需 %1 GB；开启检查点后需要 %2 块 %3 GB 的 GPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even sharded across the build&apos;s %n GPU(s) the workload needs %1 GB each; no workstation holds enough GPUs of %2 GB.</source>
        <translation>
            <numerusform>即使分片到本配置的 %n 块 GPU 上，每块仍需 %1 GB；没有工作站能装下足够多的 %2 GB GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use LoRA or QLoRA, or cards with more memory.</source>
        <translation>使用 LoRA 或 QLoRA，或换用显存更大的卡。</translation>
    </message>
    <message>
        <source>The GPUs&apos; %1 W spike to about %2 W for milliseconds (×%3, as measured for this generation); with the CPU that is %4 W, more than the %5 W of %6, an ATX 2.x unit not specified for such excursions: it may shut down under load.</source>
        <translation>GPU 的 %1 W 会在数毫秒内冲高到约 %2 W（×%3，该代产品的实测值）；加上 CPU 共 %4 W，超过 %6 的 %5 W。该电源为 ATX 2.x 规格，未针对此类瞬时峰值设计，满载时可能关机。</translation>
    </message>
    <message>
        <source>Choose an ATX 3.x PSU of at least %1 W, or an older unit of at least %2 W.</source>
        <translation>选择至少 %1 W 的 ATX 3.x 电源，或至少 %2 W 的旧规格电源。</translation>
    </message>
    <message>
        <source>%1 is passively cooled: it needs air forced through its heat sink, which a desktop case does not provide, and overheats without it.</source>
        <translation>%1 为被动散热：需要强制气流穿过其散热片，台式机箱无法提供，缺少气流会过热。</translation>
    </message>
    <message>
        <source>Add forced airflow through each card (a fan duct or shroud on its intake, or a chassis built for passive GPUs), or choose an actively cooled card.</source>
        <translation>为每块卡加装强制气流（在进风口加风道或导风罩，或使用专为被动 GPU 设计的机箱），或改用主动散热的显卡。</translation>
    </message>
    <message>
        <source>Slot %1 has no free x16 slot below it: use 2-slot (blower) cards, water-cooled cards, or mount a card on a PCIe riser.</source>
        <translation>插槽 %1 下方没有空闲的 x16 插槽：请使用双槽（涡轮）显卡、水冷显卡，或用 PCIe 延长线安装一块卡。</translation>
    </message>
    <message>
        <source>%1: does not take a %2 board</source>
        <translation>%1：装不下 %2 主板</translation>
    </message>
    <message>
        <source>Choose a case that takes the board (the browser&apos;s &quot;fits this build&quot; filter shows them).</source>
        <translation>选择能装下该主板的机箱（浏览器的“适合此配置”筛选会列出）。</translation>
    </message>
    <message>
        <source>%1: %2; the motherboard takes %3</source>
        <translation>%1：%2；主板支持 %3</translation>
    </message>
    <message>
        <source>%1 memory modules for the %2 DIMM slots of %3.</source>
        <translation>%1 条内存，而 %3 只有 %2 个 DIMM 插槽。</translation>
    </message>
    <message>
        <source>Use at most %1 modules: fewer, larger modules for the same capacity.</source>
        <translation>最多使用 %1 条内存：用更少、更大的内存条达到相同容量。</translation>
    </message>
    <message>
        <source>Registered and unbuffered DIMMs are mixed: the two kinds do not work together on one board.</source>
        <translation>混用了带寄存器和无缓冲 DIMM：两种内存不能在同一主板上一起工作。</translation>
    </message>
    <message>
        <source>Use one kind only, the one the board takes.</source>
        <translation>只使用一种，即主板支持的那种。</translation>
    </message>
    <message>
        <source>its maker lists</source>
        <translation>其厂商所列</translation>
    </message>
    <message>
        <source>as documented for the %1 platform: %2</source>
        <translation>%1 平台的资料所载：%2</translation>
    </message>
    <message>
        <source>%1 takes registered DIMMs (%2); the build has unbuffered (desktop) modules.</source>
        <translation>%1 需要带寄存器的 DIMM（%2）；配置中是无缓冲（桌面）内存。</translation>
    </message>
    <message>
        <source>%1 takes unbuffered DIMMs (%2); the build has registered modules.</source>
        <translation>%1 需要无缓冲 DIMM（%2）；配置中是带寄存器的内存。</translation>
    </message>
    <message>
        <source>Choose registered (RDIMM) ECC memory.</source>
        <translation>选择带寄存器（RDIMM）的 ECC 内存。</translation>
    </message>
    <message>
        <source>Choose unbuffered (UDIMM) memory.</source>
        <translation>选择无缓冲（UDIMM）内存。</translation>
    </message>
    <message>
        <source>%1 GB of memory; %2 takes at most %3 GB.</source>
        <translation>内存共 %1 GB；%2 最多支持 %3 GB。</translation>
    </message>
    <message>
        <source>Keep the memory at %1 GB or less.</source>
        <translation>将内存控制在 %1 GB 以内。</translation>
    </message>
    <message>
        <source>%1 has %2 GB modules; %3 takes %4 GB over %5 slots, %6 GB per slot.</source>
        <translation>%1 为 %2 GB 内存条；%3 的 %5 个插槽共支持 %4 GB，每槽 %6 GB。</translation>
    </message>
    <message>
        <source>Check the board&apos;s memory support list for modules of this size, or use %1 GB modules.</source>
        <translation>请查阅主板的内存支持列表确认此容量的内存条，或使用 %1 GB 的内存条。</translation>
    </message>
    <message numerus="yes">
        <source>Without asynchronous loading, each step waits %1 ms for %n batch(es) of 32 images from the data drive %2 (%3 MB/s) against about %4 ms of compute: the GPUs run at about %5 % of their speed.</source>
        <translation>
            <numerusform>未使用异步加载时，每一步要等待 %1 ms 从数据盘 %2（%3 MB/s）读取 %n 个 32 张图像的批次，而计算约为 %4 ms：GPU 只能发挥约 %5 % 的速度。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load data asynchronously (DataLoader workers, prefetching, pinned memory): the reads then overlap with the compute. Or keep the dataset on an SSD and mark it as the data drive.</source>
        <translation>异步加载数据（DataLoader 多进程、预取、锁页内存）：读取便与计算重叠。或将数据集放在 SSD 上并将其设为数据盘。</translation>
    </message>
    <message>
        <source>Place the cards in slots %1.</source>
        <translation>将显卡装在插槽 %1。</translation>
    </message>
    <message>
        <source>Move the card to slot %1, where it gets x%2.</source>
        <translation>将该卡移到插槽 %1，在那里可得到 x%2。</translation>
    </message>
    <message>
        <source>Place the cards in slots %1: each then gets x4 or more.</source>
        <translation>将显卡装在插槽 %1：每块卡都可得到 x4 或更多。</translation>
    </message>
    <message>
        <source>The GPU in slot %1 gets no PCIe lanes with this CPU and these cards (the board&apos;s lane split leaves the slot off).</source>
        <translation>在此 CPU 和这些显卡下，插槽 %1 中的 GPU 得不到 PCIe 通道（主板的通道拆分会关闭该插槽）。</translation>
    </message>
    <message>
        <source>The GPU in slot %1 gets x%2: below x4 a GPU is not supported.</source>
        <translation>插槽 %1 中的 GPU 只得到 x%2：低于 x4 时不支持 GPU。</translation>
    </message>
    <message>
        <source>%1 GPUs are planned (%2 now, %3 later) but %4 carries at most %5 with this CPU (%6 x16-size slots far enough apart, x4 or more for each card).</source>
        <translation>计划使用 %1 块 GPU（现在 %2 块，以后 %3 块），但在此 CPU 下 %4 最多只能承载 %5 块（间距足够的 x16 尺寸插槽 %6 个，每块卡 x4 或以上）。</translation>
    </message>
    <message>
        <source>%1 carries at most %2 GPUs with this CPU (%3 x16-size slots far enough apart, x4 or more for each card); the build has %4.</source>
        <translation>在此 CPU 下 %1 最多只能承载 %2 块 GPU（间距足够的 x16 尺寸插槽 %3 个，每块卡 x4 或以上）；配置中有 %4 块。</translation>
    </message>
    <message>
        <source>choose a board with %1 x16 slots two openings apart that drives each at x4 or more (a workstation board, or one with PCIe switches)</source>
        <translation>选择有 %1 个相隔两个开口的 x16 插槽、且每个至少提供 x4 的主板（工作站主板，或带 PCIe 交换芯片的主板）</translation>
    </message>
    <message>
        <source>Use %1 GPUs (slots %2), or %3.</source>
        <translation>使用 %1 块 GPU（插槽 %2），或%3。</translation>
    </message>
    <message>
        <source>Instead, %1.</source>
        <translation>请改为：%1。</translation>
    </message>
    <message>
        <source>Place the cards in slots %1: each then gets x8 or more.</source>
        <translation>将显卡装在插槽 %1：每块卡都可得到 x8 或更多。</translation>
    </message>
    <message>
        <source>This board and CPU cannot give four cards x8 each: a board with the x8/x8/x8/x8 split or PCIe switches, or a CPU with more lanes, would.</source>
        <translation>此主板和 CPU 无法为四块卡各提供 x8：支持 x8/x8/x8/x8 拆分或带 PCIe 交换芯片的主板，或通道更多的 CPU 可以做到。</translation>
    </message>
    <message>
        <source>Choose an ATX 3.x PSU of at least %1 W (the guide&apos;s ×1.1 margin, plus ×1.1 for safety), or an older unit of at least %2 W (it must also carry the GPUs&apos; spikes).</source>
        <translation>选择至少 %1 W 的 ATX 3.x 电源（指南的 ×1.1 余量，再加 ×1.1 安全余量），或至少 %2 W 的旧规格电源（它还须承受 GPU 的瞬时峰值）。</translation>
    </message>
    <message>
        <source>The GPUs take %1 EPS (CPU) 8-pin cables and the CPU one more: %2 in all; the catalog does not say how many %3 has.</source>
        <translation>GPU 需要 %1 根 EPS（CPU）8-pin 线，CPU 还需一根：共 %2 根；目录未注明 %3 有几根。</translation>
    </message>
    <message>
        <source>The GPUs take %1 EPS (CPU) 8-pin cables and the CPU one more: %2 in all; %3 has %4.</source>
        <translation>GPU 需要 %1 根 EPS（CPU）8-pin 线，CPU 还需一根：共 %2 根；%3 只有 %4 根。</translation>
    </message>
    <message>
        <source>Choose a PSU with at least %1 EPS 8-pin cables (PCIe cables do not fit these cards).</source>
        <translation>选择至少有 %1 根 EPS 8-pin 线的电源（PCIe 线插不进这些卡）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cards, slots %2)</source>
        <translation>
            <numerusform>%1（%n 块卡，插槽 %2）</numerusform>
        </translation>
    </message>
    <message>
        <source>beyond the guide (RULES.md §7 later editions: outlet limits)</source>
        <translation>超出指南范围（RULES.md §7 后续版本：插座限值）</translation>
    </message>
    <message>
        <source>beyond the guide (mixture-of-experts offloading)</source>
        <translation>超出指南范围（混合专家模型的专家卸载）</translation>
    </message>
    <message>
        <source>beyond the guide (the workload model&apos;s memory estimate)</source>
        <translation>超出指南范围（工作负载模型的显存估算）</translation>
    </message>
    <message>
        <source>beyond the guide (ATX 3.0 power excursion)</source>
        <translation>超出指南范围（ATX 3.0 功率瞬变）</translation>
    </message>
    <message>
        <source>beyond the guide (ATX 3.0 power excursion; %1)</source>
        <translation>超出指南范围（ATX 3.0 功率瞬变；%1）</translation>
    </message>
    <message>
        <source>whole weights gathered by FSDP</source>
        <translation>FSDP 汇聚的完整权重</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n PCIe switch(es) (%2), but no source gives which slots they feed: the lanes each GPU gets cannot be checked (the estimates assume each card gets its slot&apos;s full width).</source>
        <translation>
            <numerusform>%1 有 %n 个 PCIe 交换芯片（%2），但没有来源说明它们连接哪些插槽：无法核查每块 GPU 得到的通道数（估算假设每块卡获得其插槽的全部宽度）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the slot table in the board&apos;s manual for this CPU and these slots before you buy (x8 or more per GPU at four GPUs).</source>
        <translation>购买前请在主板说明书的插槽表中核对此 CPU 与这些插槽的配置（四块 GPU 时每块应有 x8 或更多）。</translation>
    </message>
    <message>
        <source>%1 NVMe drives, but %2 has %3 M.2 sockets: %4 of the drives have no socket.</source>
        <translation>%1 块 NVMe 硬盘，但 %2 只有 %3 个 M.2 插槽：其中 %4 块硬盘没有插槽。</translation>
    </message>
    <message>
        <source>Put the others on an M.2 adapter card (it takes a PCIe slot and its lanes), use U.2 or SATA drives, or choose a board with more M.2 sockets.</source>
        <translation>把其余硬盘装在 M.2 转接卡上（它会占用一个 PCIe 插槽及其通道），改用 U.2 或 SATA 硬盘，或选择 M.2 插槽更多的主板。</translation>
    </message>
    <message>
        <source>a %1 B model</source>
        <translation>一个 %1 B 参数的模型</translation>
    </message>
    <message>
        <source>%1 of %2 with %3</source>
        <translation>用 %3 对 %2 进行%1</translation>
    </message>
    <message>
        <source>serving %1 in %2 to %3 sequences of %4 tokens</source>
        <translation>以 %2 为 %3 个各 %4 token的序列服务 %1</translation>
    </message>
    <message>
        <source>running %1 in %2 with %3 tokens of context</source>
        <translation>以 %2 运行 %1，上下文 %3 个 token</translation>
    </message>
    <message>
        <source>The experts kept in system memory take %1 GB; the build has %2 GB of memory.</source>
        <translation>放在系统内存中的专家占 %1 GB；该配置只有 %2 GB 内存。</translation>
    </message>
    <message>
        <source>Fit at least %1 GB of memory (more for the system), or keep fewer experts off the GPUs.</source>
        <translation>至少装 %1 GB 内存（系统还需更多），或少把一些专家放在 GPU 之外。</translation>
    </message>
    <message>
        <source>%1 GB of experts run from system memory: its bandwidth and the PCIe link bound the speed; choose memory to see the figure.</source>
        <translation>%1 GB 的专家在系统内存中运行：其带宽和 PCIe 链路限制速度；选择内存后可看到具体数字。</translation>
    </message>
    <message>
        <source>Give the build a circuit of its own, with nothing else on it.</source>
        <translation>给这台机器单独一条电路，电路上不接其他用电器。</translation>
    </message>
    <message>
        <source>Or cap each GPU at %1 W (nvidia-smi -pl %1): the build then draws about %2 W at the wall, for about %3 % less throughput.</source>
        <translation>或者把每块 GPU 的功耗上限设为 %1 W（nvidia-smi -pl %1）：整机墙插功耗约降至 %2 W，吞吐量约降低 %3 %。</translation>
    </message>
    <message>
        <source>At full load the build draws %1 W at the wall, more than the %2 W a %3 V / %4 A circuit may carry continuously (80 % of its %5 W rating).</source>
        <translation>满载时整机墙插功耗为 %1 W，超过 %3 V / %4 A 电路可持续承载的 %2 W（其额定 %5 W 的 80 %）。</translation>
    </message>
    <message>
        <source>At full load the build draws %1 W at the wall: %2 % of the %3 W a %4 V / %5 A circuit may carry continuously, so little is left for anything else on that circuit.</source>
        <translation>满载时整机墙插功耗为 %1 W：占 %4 V / %5 A 电路可持续承载的 %3 W 的 %2 %，这条电路上留给其他用电器的余量很少。</translation>
    </message>
    <message>
        <source>(The CPU counts at %1.)</source>
        <translation>（CPU 按 %1 计。）</translation>
    </message>
    <message>
        <source>The build mixes GPU models (%1): a model split across them passes every card in turn, so the slower cards hold the faster ones back; the estimate is %2.</source>
        <translation>这台机器混用了不同型号的 GPU（%1）：模型拆分到这些卡上时，每个 token 要依次经过每块卡，较慢的卡会拖慢较快的卡；估计值为 %2。</translation>
    </message>
    <message>
        <source>The build mixes GPU models (%1): one training job across them runs every card at the pace of the slowest (%2), so the estimate is %3, not the sum of the cards.</source>
        <translation>这台机器混用了不同型号的 GPU（%1）：一个训练任务跨这些卡运行时，每块卡都以最慢那块（%2）的速度运行，因此估计值为 %3，而不是各卡之和。</translation>
    </message>
    <message>
        <source>Use one GPU model for every card, or give each model a job of its own.</source>
        <translation>所有卡使用同一型号的 GPU，或者让每种型号各跑各自的任务。</translation>
    </message>
    <message>
        <source>No source in the catalog says whether %1 (%2, %3) takes registered or unbuffered DIMMs; the build has %4 modules.</source>
        <translation>目录中没有资料说明 %1（%2，%3）使用带寄存器（RDIMM）还是无缓冲（UDIMM）内存；配置中是%4内存条。</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>带寄存器的</translation>
    </message>
    <message>
        <source>unbuffered</source>
        <translation>无缓冲的</translation>
    </message>
    <message>
        <source>Check the memory section of the board&apos;s manual (and the processor&apos;s specification) for the DIMM kind before you buy.</source>
        <translation>购买前请查阅主板说明书的内存章节（以及处理器规格）确认内存类型。</translation>
    </message>
    <message>
        <source>slot %1 at x%2 (its share of the chipset link)</source>
        <translation>插槽 %1 为 x%2（其在芯片组链路中所占份额）</translation>
    </message>
    <message>
        <source>The GPUs in slots %1 sit behind the %2 chipset, whose one link to the CPU is x%3: together they get x%3, about x%4 each while they transfer at once (their slots add up to x%5). The throughput estimate counts the shared link.</source>
        <translation>插槽 %1 中的 GPU 位于 %2 芯片组之后，芯片组到 CPU 只有一条 x%3 链路：它们合计只有 x%3，同时传输时每块约 x%4（各插槽合计 x%5）。吞吐量估算已计入这条共享链路。</translation>
    </message>
    <message>
        <source>Put the GPUs in CPU-fed slots, or keep one GPU at most behind the chipset.</source>
        <translation>将 GPU 装在由 CPU 直连的插槽中，或芯片组之后最多只放一块 GPU。</translation>
    </message>
    <message>
        <source>No source gives the slot positions of %1 (%2): the spacing between the %3 GPUs and the number of usable x16 openings could not be confirmed.</source>
        <translation>没有资料给出 %1 的插槽位置（%2）：无法确认 %3 块 GPU 之间的间距以及可用的 x16 开口数量。</translation>
    </message>
    <message>
        <source>Check the slot positions in the board&apos;s manual before you buy (and correct the layout: &quot;Correct slot layout…&quot;), or choose a board whose slot positions a source confirms.</source>
        <translation>购买前请在主板说明书中核对插槽位置（并修正布局：“修正插槽布局…”），或选择插槽位置经资料确认的主板。</translation>
    </message>
    <message>
        <source>%1 + CPU %2</source>
        <translation>%1 + CPU %2</translation>
    </message>
    <message>
        <source>the card&apos;s maker</source>
        <translation>显卡厂商</translation>
    </message>
    <message>
        <source>PSU %1 W is below the %2 W PSU %3 recommends for a system with a %4.</source>
        <translation>电源 %1 W 低于 %3 为搭载 %4 的系统推荐的 %2 W 电源。</translation>
    </message>
    <message numerus="yes">
        <source>PSU %1 W is below %2 W: the %3 W PSU %4 recommends for a system with one %5, plus %6 W for the other %n card(s).</source>
        <translation>
            <numerusform>电源 %1 W 低于 %2 W：即 %4 为搭载一块 %5 的系统推荐的 %3 W 电源，再加其余 %n 块卡的 %6 W。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a PSU of at least %1 W.</source>
        <translation>选择至少 %1 W 的电源。</translation>
    </message>
    <message>
        <source>beyond the guide (the card maker&apos;s recommended system power)</source>
        <translation>超出指南范围（显卡厂商推荐的系统电源功率）</translation>
    </message>
    <message numerus="yes">
        <source>counted as %n channel(s): the processor&apos;s channel count is not on record</source>
        <translation>
            <numerusform>按 %n 个通道计：处理器的通道数没有记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the processor&apos;s %n channel(s) in use</source>
        <translation>
            <numerusform>处理器已用 %n 个通道</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 processor sockets: the build counts %2 × %3 (both sockets filled) in the price, the power budget (%4 W together), the threads (%5) and the PCIe lanes (%6: the sum of both processors&apos;, an estimate, since which slots each processor feeds is not modelled).</source>
        <translation>%1 有 %2 个处理器插槽：配置按 %2 × %3（两个插槽都装满）计入价格、电源预算（合计 %4 W）、线程数（%5）和 PCIe 通道（%6：两颗处理器之和，为估计值，因为未建模每颗处理器连接哪些插槽）。</translation>
    </message>
    <message>
        <source>Buy %1 of the same processor, and a cooler for each socket (the build&apos;s cooler counts once).</source>
        <translation>购买 %1 颗相同型号的处理器，并为每个插槽配一个散热器（配置中的散热器只计一次）。</translation>
    </message>
    <message>
        <source>%1 takes registered DIMMs only (the processor&apos;s specification: %2; %3); the build has unbuffered (desktop) modules.</source>
        <translation>%1 只支持带寄存器的 DIMM（处理器规格：%2；%3）；配置中是无缓冲（桌面）内存。</translation>
    </message>
    <message>
        <source>%1 takes unbuffered DIMMs only (the processor&apos;s specification: %2; %3); the build has registered modules.</source>
        <translation>%1 只支持无缓冲 DIMM（处理器规格：%2；%3）；配置中是带寄存器的内存。</translation>
    </message>
    <message>
        <source>%1 has %2 3.5&quot; and %3 2.5&quot; drive bays; the build has %4 3.5&quot; and %5 2.5&quot; drives.</source>
        <translation>%1 有 %2 个 3.5 英寸和 %3 个 2.5 英寸硬盘位；配置中有 %4 块 3.5 英寸和 %5 块 2.5 英寸硬盘。</translation>
    </message>
    <message>
        <source>Use fewer or larger drives, NVMe drives in the board&apos;s M.2 sockets, or a case with more bays.</source>
        <translation>使用更少或容量更大的硬盘、装在主板 M.2 插槽上的 NVMe 硬盘，或换一个硬盘位更多的机箱。</translation>
    </message>
    <message>
        <source>beyond the guide (back-connect boards need a compatible case: overclock3d.net, MSI Project Zero deep dive)</source>
        <translation>超出指南（背插主板需要兼容的机箱：overclock3d.net，MSI Project Zero 深度评测）</translation>
    </message>
    <message>
        <source>%1 is a back-connect (%2) board: its power and header connectors are on its back, which %3, an ordinary case, has no openings for.</source>
        <translation>%1 是背插（%2）主板：电源和插针接口都在背面，而普通机箱 %3 没有对应的开孔。</translation>
    </message>
    <message>
        <source>Choose a case made for %1 boards, or a board with its connectors on the front.</source>
        <translation>选择为 %1 主板设计的机箱，或接口在正面的主板。</translation>
    </message>
    <message>
        <source>%1 is a %2 board and %3 a case made for the other back-connect ecosystem: check that the case&apos;s openings fit the board.</source>
        <translation>%1 是 %2 主板，而 %3 是为另一种背插体系设计的机箱：请确认机箱开孔与主板相符。</translation>
    </message>
    <message>
        <source>The case maker&apos;s compatibility list says which back-connect boards it takes.</source>
        <translation>机箱厂商的兼容列表会说明它支持哪些背插主板。</translation>
    </message>
    <message>
        <source>the custom loop of %1</source>
        <translation>%1 的定制水冷回路</translation>
    </message>
    <message>
        <source>%1 (%2 mm radiator)</source>
        <translation>%1（%2 mm 冷排）</translation>
    </message>
    <message>
        <source>%1 (radiator size unknown)</source>
        <translation>%1（冷排尺寸未知）</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前部</translation>
    </message>
    <message>
        <source>top</source>
        <translation>顶部</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>底部</translation>
    </message>
    <message>
        <source>side</source>
        <translation>侧面</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>后部</translation>
    </message>
    <message>
        <source>%1 %2 mm</source>
        <translation>%1 %2 mm</translation>
    </message>
    <message numerus="yes">
        <source>The catalog does not know the radiator mounts of %1; the build brings %n radiator(s): %2.</source>
        <translation>
            <numerusform>目录中没有 %1 的冷排安装位信息；本配置共有 %n 个冷排：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the case&apos;s specification for radiator positions and their sizes.</source>
        <translation>请查看机箱规格中的冷排安装位置及其尺寸。</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s radiator mounts (%2) cannot take the build&apos;s %n radiator(s) (%3), each on a mount of at least its size: no mount is left for %4.</source>
        <translation>
            <numerusform>%1 的冷排安装位（%2）无法容纳本配置的 %n 个冷排（%3）——每个冷排都需要一个不小于其尺寸的安装位：%4 没有剩余的安装位。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a case with enough radiator mounts of these sizes, or fewer or smaller radiators (an air-cooled card or CPU cooler).</source>
        <translation>请选择有足够多、尺寸合适的冷排安装位的机箱，或减少冷排数量、改用更小的冷排（例如风冷显卡或风冷 CPU 散热器）。</translation>
    </message>
    <message>
        <source>The catalog does not know the radiator size of %1: whether %2&apos;s mounts (%3) take it beside the build&apos;s other radiators cannot be checked.</source>
        <translation>目录中没有 %1 的冷排尺寸：无法检查 %2 的冷排安装位（%3）在装下本配置其他冷排的同时能否再装下它。</translation>
    </message>
    <message>
        <source>Check the card&apos;s radiator size (120, 240, 280 or 360 mm) against the case&apos;s mounts.</source>
        <translation>请对照机箱的冷排安装位核实该显卡的冷排尺寸（120、240、280 或 360 mm）。</translation>
    </message>
    <message>
        <source>beyond the guide: %1</source>
        <translation>超出指南范围：%1</translation>
    </message>
    <message>
        <source>%1-slot</source>
        <translation>%1 槽</translation>
    </message>
    <message numerus="yes">
        <source>%1 joins two cards; the build has %n GPU(s): it joins nothing, and the cards talk over PCIe.</source>
        <translation>
            <numerusform>%1 连接两块显卡；本配置有 %n 块 GPU：它连接不了任何显卡，显卡之间经 PCIe 通信。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joins two cards of one model; the build&apos;s are a %2 and a %3: they talk over PCIe.</source>
        <translation>%1 连接两块同型号的显卡；本配置的是一块 %2 和一块 %3：它们经 PCIe 通信。</translation>
    </message>
    <message>
        <source>%1 is made for %2, not for the build&apos;s %3: the cards talk over PCIe.</source>
        <translation>%1 是为 %2 设计的，不适用于本配置的 %3：显卡之间经 PCIe 通信。</translation>
    </message>
    <message>
        <source>Use %1 (its spacing is the cards&apos; %2 slots), or remove the bridge.</source>
        <translation>改用 %1（其间距正是两卡相隔的 %2 个槽位），或移除此桥。</translation>
    </message>
    <message>
        <source>Remove the bridge, or choose one made for the build&apos;s cards.</source>
        <translation>移除此桥，或选择为本配置显卡设计的桥。</translation>
    </message>
    <message>
        <source>Use %1 instead.</source>
        <translation>改用 %1。</translation>
    </message>
    <message>
        <source>Move a card so the two are %1 slot positions apart (bridges for the %2: %3), or leave the bridge out and let them talk over PCIe.</source>
        <translation>移动一块显卡，使两卡相隔 %1 个槽位（%2 可用的桥：%3），或不用桥，让它们经 PCIe 通信。</translation>
    </message>
    <message>
        <source>The %1-slot bridge does not reach: the cards in slots %2 and %3 are %4 slot positions apart, so they talk over PCIe.</source>
        <translation>%1 槽的桥够不着：插槽 %2 和 %3 上的显卡相隔 %4 个槽位，因此它们经 PCIe 通信。</translation>
    </message>
    <message>
        <source>The two %1 have an NVLink connector, but no bridge for them is on record: they talk over PCIe.</source>
        <translation>两块 %1 有 NVLink 接口，但没有记录适用于它们的桥：它们经 PCIe 通信。</translation>
    </message>
    <message>
        <source>Find the bridge the card&apos;s maker names for its slot spacing before counting on NVLink.</source>
        <translation>指望 NVLink 之前，先找到显卡厂商为该槽间距指定的桥。</translation>
    </message>
    <message>
        <source>beyond the guide: db/curated/nvlink_bridges.csv</source>
        <translation>超出指南范围：db/curated/nvlink_bridges.csv</translation>
    </message>
    <message>
        <source>The two %1 in slots %2 and %3 talk over PCIe without a bridge; %4 fits their spacing of %5 slots (%6).</source>
        <translation>插槽 %2 和 %3 上的两块 %1 没有桥，经 PCIe 通信；%4 与它们 %5 个槽位的间距相符（%6）。</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Add the bridge if the job exchanges gradients or activations between the cards (training, tensor parallelism).</source>
        <translation>如果任务要在显卡之间交换梯度或激活值（训练、张量并行），请加上这个桥。</translation>
    </message>
    <message>
        <source>The two %1 in slots %2 and %3 are %4 slot positions apart: no bridge for them has that spacing (bridges for the %1: %5), so they talk over PCIe.</source>
        <translation>插槽 %2 和 %3 上的两块 %1 相隔 %4 个槽位：没有这种间距的桥（%1 可用的桥：%5），因此它们经 PCIe 通信。</translation>
    </message>
    <message>
        <source>For NVLink, place the cards as far apart as one of the bridges spans and add that bridge.</source>
        <translation>若要用 NVLink，请按某个桥的跨度摆放两卡，并加上那个桥。</translation>
    </message>
    <message>
        <source>32-bit logits and their gradient</source>
        <translation>32 位 logits 及其梯度</translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s. No statement of the platform maker is on record: estimated %5, the speed the platform&apos;s reference firmware is reported to run such modules at (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</source>
        <translation>
            <numerusform>%1 根内存条插在 %2 的 %n 个通道上，每个通道两根；在 %3 上这会低于套条的额定 %4 MT/s。目录中没有平台厂商的说明：估计为 %5，即据报告该平台的参考固件运行此类内存条时的速度（%6）。内存带宽按 %7 MT/s 计算：约 %8 GB/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB of experts run from system memory: each token reads its routed experts there, so the build&apos;s memory bandwidth (about %2 GB/s, %3, of which the processor reads experts at about %5 % in published llama.cpp runs) bounds decoding to about %4 tokens/s; the prompt&apos;s experts also cross PCIe.</source>
        <translation>%1 GB 的专家在系统内存中运行：每个 token 都要在那里读取其路由到的专家，因此该配置的内存带宽（约 %2 GB/s，%3；在已发表的 llama.cpp 运行中，处理器读取专家时约达到其中的 %5 %）把解码速度限制在约 %4 token/秒；提示词的专家还要经过 PCIe。</translation>
    </message>
    <message>
        <source>It counts %1 MT/s, the speed two modules a channel run at on this platform (MEMORY.POPULATION), not the kits&apos; rated %2 MT/s.</source>
        <translation>按 %1 MT/s 计算，即该平台上每通道两根内存时的运行速度（MEMORY.POPULATION），而非套条的额定 %2 MT/s。</translation>
    </message>
    <message>
        <source>%1 has %2 threads; the published runs the read share comes from had at least %3, so it may read the experts slower than counted.</source>
        <translation>%1 有 %2 个线程；读取比例所依据的已发表运行至少有 %3 个线程，因此它读取专家的速度可能比估算的慢。</translation>
    </message>
    <message>
        <source>It counts %1 MT/s, the memory speed its maker rates %2&apos;s platform for (estimated: no figure for this model was read, its family&apos;s or socket&apos;s is taken); the kits&apos; rated %3 MT/s is overclocking (XMP, EXPO) the maker does not promise.</source>
        <translation>按 %1 MT/s 计算，即厂商为 %2 所在平台标定的内存速度（估计值：未读到该型号的数据，取其系列或插座的数据）；套条的额定 %3 MT/s 属于超频（XMP、EXPO），厂商并不保证。</translation>
    </message>
    <message>
        <source>It counts %1 MT/s, the memory speed its maker rates %2 for; the kits&apos; rated %3 MT/s is overclocking (XMP, EXPO) the maker does not promise.</source>
        <translation>按 %1 MT/s 计算，即厂商为 %2 标定的内存速度；套条的额定 %3 MT/s 属于超频（XMP、EXPO），厂商并不保证。</translation>
    </message>
    <message>
        <source>Faster memory (up to the speed the processor is rated for), more memory channels (a workstation platform) or cards that hold the whole model raise it.</source>
        <translation>更快的内存（不超过处理器标定的速度）、更多内存通道（工作站平台）或能装下整个模型的显卡可以提高速度。</translation>
    </message>
    <message>
        <source>The 8-bit optimizer states take %1 GB and page to system memory when the card is full; the build has %2 GB of memory, which leaves the system and the trainer less than %3 GB beside them: the run may fail for want of it.</source>
        <translation>8 位优化器状态占 %1 GB，显卡满时分页到系统内存；本机只有 %2 GB 内存，留给系统和训练程序的不足 %3 GB：运行可能因内存不足而失败。</translation>
    </message>
    <message>
        <source>The 8-bit optimizer states (%1 GB) page to system memory when the card is full (torchtune&apos;s single-device recipe): steps slow while they move over PCIe.</source>
        <translation>8 位优化器状态（%1 GB）在显卡满时分页到系统内存（torchtune 单卡配方）：经 PCIe 搬运时训练步会变慢。</translation>
    </message>
    <message>
        <source>Fit at least %1 GB of memory, or shard over two or more cards.</source>
        <translation>至少装 %1 GB 内存，或分片到两块及以上显卡。</translation>
    </message>
    <message>
        <source>A card that holds the states too (or two cards, sharded) avoids the paging.</source>
        <translation>能同时容纳优化器状态的显卡（或两块显卡分片）可避免分页。</translation>
    </message>
    <message>
        <source>beyond the guide (paged optimizer states)</source>
        <translation>超出指南（分页的优化器状态）</translation>
    </message>
</context>
<context>
    <name>Saving</name>
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
        <source>is %1, which Rigsmith reads; writing there would replace it. Choose another name</source>
        <translation>是 Rigsmith 读取的%1；写入该处会替换它。请换一个名称</translation>
    </message>
    <message>
        <source>exists already; it is left as it is</source>
        <translation>已存在；保持原样</translation>
    </message>
</context>
<context>
    <name>SetNvlinkBridge</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Remove the NVLink bridge</source>
        <translation>移除 NVLink 桥</translation>
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
    <name>SetPricesCommand</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) changed since &quot;%1&quot; (in another window or by rigsmith-cli) and were kept as they are now: %2</source>
        <translation>
            <numerusform>自“%1”之后有 %n 个价格被改动（在另一个窗口或由 rigsmith-cli），已保留其当前值：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) changed since &quot;%1&quot; was undone (in another window or by rigsmith-cli) and were kept as they are now: %2</source>
        <translation>
            <numerusform>自撤销“%1”之后有 %n 个价格被改动（在另一个窗口或由 rigsmith-cli），已保留其当前值：%2</numerusform>
        </translation>
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
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>hours a day</source>
        <translation>每天运行小时数</translation>
    </message>
    <message>
        <source>years of use</source>
        <translation>使用年数</translation>
    </message>
    <message>
        <source>wall circuit</source>
        <translation>墙插电路</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Edit the build&apos;s notes</source>
        <translation>编辑配置备注</translation>
    </message>
    <message>
        <source>Rename build and edit its notes</source>
        <translation>重命名配置并编辑备注</translation>
    </message>
</context>
<context>
    <name>ShoppingList</name>
    <message>
        <source>Water cooling</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>loop (estimate)</source>
        <translation>水冷回路（估计）</translation>
    </message>
    <message>
        <source>guide estimate</source>
        <translation>指南的估计</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message numerus="yes">
        <source>lower bound: %n part(s) without a price</source>
        <translation>
            <numerusform>下限：%n 个部件没有价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Prices in %1 are not counted: no exchange rate to %2 is set.</source>
        <translation>未计入以 %1 标价的价格：尚未设置到 %2 的汇率。</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 桥</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>Also planned, %1: %2</source>
        <translation>另需运行的 %1：%2</translation>
    </message>
    <message>
        <source>(The slot layout of %1 is not verified against a source.)</source>
        <translation>（%1 的插槽布局未经资料核实。）</translation>
    </message>
    <message>
        <source>(The slot positions of %1 are not verified against a source.)</source>
        <translation>（%1 的插槽位置未经资料核实。）</translation>
    </message>
</context>
<context>
    <name>Thermal</name>
    <message>
        <source>water-cooled: no throttling expected</source>
        <translation>水冷：预计不会降频</translation>
    </message>
    <message>
        <source>passive cooler: needs server airflow</source>
        <translation>被动散热：需要服务器级风道</translation>
    </message>
    <message>
        <source>blower in a multi-GPU build: 10–15 %</source>
        <translation>多 GPU 配置中的涡轮显卡：10–15 %</translation>
    </message>
    <message>
        <source>single air-cooled GPU: 0–10 %</source>
        <translation>单块风冷 GPU：0–10 %</translation>
    </message>
    <message>
        <source>open-air fans against the next card: ~30 %</source>
        <translation>开放式风扇紧贴下一块卡：约 30 %</translation>
    </message>
    <message>
        <source>several air-cooled GPUs heat each other: 10–25 %</source>
        <translation>多块风冷 GPU 互相加热：10–25 %</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>Guide: %1</source>
        <translation>指南：%1</translation>
    </message>
    <message>
        <source>Fine-tune an 8 B LLM with LoRA</source>
        <translation>用 LoRA 微调 8 B 大语言模型</translation>
    </message>
    <message>
        <source>Fine-tune an 8 B LLM with QLoRA</source>
        <translation>用 QLoRA 微调 8 B 大语言模型</translation>
    </message>
    <message>
        <source>Fully fine-tune an 8 B LLM, sharded (FSDP)</source>
        <translation>全量微调 8 B 大语言模型，分片（FSDP）</translation>
    </message>
    <message>
        <source>Fine-tune a 70 B LLM with QLoRA</source>
        <translation>用 QLoRA 微调 70 B 大语言模型</translation>
    </message>
    <message>
        <source>Run an 8 B LLM in 16-bit (8k context)</source>
        <translation>以 16 位运行 8 B 大语言模型（8k 上下文）</translation>
    </message>
    <message>
        <source>Run a 70 B LLM in 4-bit (8k context)</source>
        <translation>以 4 位运行 70 B 大语言模型（8k 上下文）</translation>
    </message>
    <message>
        <source>Train a 1 B transformer from scratch</source>
        <translation>从头训练 1 B 的 Transformer</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>training tokens/s</source>
        <translation>训练 token/秒</translation>
    </message>
    <message>
        <source>generated tokens/s</source>
        <translation>生成 token/秒</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>单块 GPU</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 桥</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe 点对点</translation>
    </message>
    <message>
        <source>PCIe through host memory (no peer-to-peer)</source>
        <translation>经主机内存的 PCIe（无点对点）</translation>
    </message>
    <message>
        <source>train a vision model</source>
        <translation>训练视觉模型</translation>
    </message>
    <message>
        <source>train a transformer from scratch</source>
        <translation>从头训练 Transformer</translation>
    </message>
    <message>
        <source>fine-tune an LLM</source>
        <translation>微调大语言模型</translation>
    </message>
    <message>
        <source>run an LLM</source>
        <translation>运行大语言模型</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>data parallel (DDP)</source>
        <translation>数据并行（DDP）</translation>
    </message>
    <message>
        <source>sharded (FSDP / ZeRO-3)</source>
        <translation>分片（FSDP / ZeRO-3）</translation>
    </message>
    <message>
        <source>activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>8-bit AdamW with checkpointing</source>
        <translation>8 位 AdamW 加检查点</translation>
    </message>
    <message>
        <source>LoRA with checkpointing</source>
        <translation>LoRA 加检查点</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base) with checkpointing</source>
        <translation>QLoRA（4 位基座）加检查点</translation>
    </message>
    <message>
        <source>micro-batch 1 with checkpointing</source>
        <translation>微批次 1 加检查点</translation>
    </message>
    <message numerus="yes">
        <source>layers split across %n GPU(s)</source>
        <translation>
            <numerusform>模型层拆分到 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FSDP with checkpointing across %n GPU(s)</source>
        <translation>
            <numerusform>在 %n 块 GPU 上用 FSDP 加检查点</numerusform>
        </translation>
    </message>
    <message>
        <source>no measured basis</source>
        <translation>无实测依据</translation>
    </message>
    <message>
        <source>no measured basis for %1 cards (the calibration holds published NVIDIA CUDA measurements only)</source>
        <translation>%1 显卡无实测依据（校准只含已发表的 NVIDIA CUDA 实测数据）</translation>
    </message>
    <message>
        <source>these</source>
        <translation>这些</translation>
    </message>
    <message>
        <source>no measured basis for the %1 architecture (the calibration holds NVIDIA cards from Pascal on)</source>
        <translation>%1 架构无实测依据（校准只含 Pascal 及以后的 NVIDIA 显卡）</translation>
    </message>
    <message>
        <source>card&apos;s</source>
        <translation>该卡的</translation>
    </message>
    <message>
        <source>no estimate: the card&apos;s FP32 TFLOPS or memory bandwidth is not on record</source>
        <translation>无估计值：没有该卡的 FP32 TFLOPS 或显存带宽数据</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>16-bit KV cache</source>
        <translation>16 位 KV 缓存</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8 KV 缓存</translation>
    </message>
    <message>
        <source>8-bit KV cache (q8_0)</source>
        <translation>8 位 KV 缓存（q8_0）</translation>
    </message>
    <message>
        <source>4-bit KV cache (q4_0)</source>
        <translation>4 位 KV 缓存（q4_0）</translation>
    </message>
    <message>
        <source>Hugging Face Transformers + PEFT</source>
        <translation>Hugging Face Transformers + PEFT</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>Serve an 8 B LLM to 32 users at once (vLLM)</source>
        <translation>同时为 32 个用户服务一个 8 B 大模型（vLLM）</translation>
    </message>
    <message>
        <source>Run Qwen3 30B-A3B (mixture of experts) in 4-bit</source>
        <translation>以 4 位运行 Qwen3 30B-A3B（混合专家）</translation>
    </message>
    <message>
        <source>%1 (± %2 %)</source>
        <translation>%1（± %2 %）</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent sequence(s)</source>
        <translation>
            <numerusform>%n 个并发序列</numerusform>
        </translation>
    </message>
    <message>
        <source>experts kept in system memory (slower: read from RAM)</source>
        <translation>专家放在系统内存中（较慢：从内存读取）</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, %3 B active a token (mixture of experts)</source>
        <translation>%1：%2 B 参数，每个 token 激活 %3 B（混合专家）</translation>
    </message>
    <message>
        <source>%1 B parameters (shape %2%3)</source>
        <translation>%1 B 参数（结构 %2%3）</translation>
    </message>
    <message>
        <source>, scaled</source>
        <translation>，按比例缩放</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1，使用 %2</translation>
    </message>
    <message numerus="yes">
        <source>served to %n concurrent sequence(s) by %1</source>
        <translation>
            <numerusform>由 %1 为 %n 个并发序列提供服务</numerusform>
        </translation>
    </message>
    <message>
        <source>one user (%1)</source>
        <translation>单用户（%1）</translation>
    </message>
    <message>
        <source>%1 tokens of context</source>
        <translation>上下文 %1 个 token</translation>
    </message>
    <message>
        <source>inputs: %1</source>
        <translation>输入：%1</translation>
    </message>
    <message>
        <source>%1: no GPU</source>
        <translation>%1：无 GPU</translation>
    </message>
    <message>
        <source>%1 GB a GPU needed, %2 GB on the smallest card</source>
        <translation>每块 GPU 需要 %1 GB，最小的卡有 %2 GB</translation>
    </message>
    <message>
        <source>%1: no measured basis</source>
        <translation>%1：没有实测依据</translation>
    </message>
    <message>
        <source>%1: %2; %3: fits</source>
        <translation>%1：%2；%3：装得下</translation>
    </message>
    <message>
        <source>%1: %2; %3: does not fit</source>
        <translation>%1：%2；%3：装不下</translation>
    </message>
    <message>
        <source>%1 s (± %2 %)</source>
        <translation>%1 秒（± %2 %）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>served: %1 tokens/s in all, %2 tokens/s per user at %n concurrent sequence(s); first token after about %3 for a %4-token prompt at that load</source>
        <translation>
            <numerusform>服务：共 %1 token/秒，%n 个并发序列时每用户 %2 token/秒；在该负载下 %4 个 token 的提示词约 %3 后得到首个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>; not even one sequence&apos;s KV cache fits beside the weights</source>
        <translation>；权重之外连一个序列的 KV 缓存都放不下</translation>
    </message>
    <message>
        <source>; only %1 of the %2 sequences fit the KV cache at once: the rest queue, about %3 s each before its first token</source>
        <translation>；KV 缓存一次只能容纳 %2 个序列中的 %1 个：其余排队，每个在首个 token 前约等待 %3 秒</translation>
    </message>
    <message>
        <source>; as %1 replicas (one copy a card): %2 tokens/s in all</source>
        <translation>；作为 %1 个副本（每卡一份模型）：共 %2 token/秒</translation>
    </message>
    <message>
        <source>ExLlamaV2</source>
        <translation>ExLlamaV2</translation>
    </message>
    <message>
        <source>MLC LLM</source>
        <translation>MLC LLM</translation>
    </message>
    <message>
        <source>one user&apos;s decode: llama.cpp&apos;s, as calibrated</source>
        <translation>单用户解码：采用 llama.cpp 的校准结果</translation>
    </message>
    <message>
        <source>one user&apos;s decode: no published measurement of %1 against llama.cpp on one card: llama.cpp&apos;s figure</source>
        <translation>单用户解码：没有在同一块卡上对比 %1 与 llama.cpp 的已发表实测，采用 llama.cpp 的数字</translation>
    </message>
    <message numerus="yes">
        <source>one user&apos;s decode: %1 at %2 × llama.cpp&apos;s rate (%n published pair(s) on one card and model, ± %3 % left out by source)</source>
        <translation>
            <numerusform>单用户解码：%1 为 llama.cpp 速度的 %2 倍（依据同一卡、同一模型上的 %n 组已发表对比，按来源留出检验 ± %3 %）</numerusform>
        </translation>
    </message>
    <message>
        <source>fused cross-entropy (Liger Kernel, use_liger_kernel=True)</source>
        <translation>融合交叉熵（Liger Kernel，use_liger_kernel=True）</translation>
    </message>
    <message>
        <source>fused cross-entropy with checkpointing</source>
        <translation>融合交叉熵并开启检查点</translation>
    </message>
    <message numerus="yes">
        <source>experts of the first %n of %1 layers kept in system memory (llama.cpp --n-cpu-moe; slower: read from RAM)</source>
        <translation>
            <numerusform>将 %1 层中前 %n 层的专家放在系统内存（llama.cpp --n-cpu-moe；较慢：从内存读取）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throughout (torchtune: no fp32 master copy)</source>
        <translation>全程 %1（torchtune：无 fp32 主权重副本）</translation>
    </message>
    <message>
        <source>torchtune&apos;s full fine-tuning recipe (bf16 throughout, paged 8-bit AdamW, checkpointing)</source>
        <translation>torchtune 的全参数微调配方（全程 bf16、分页 8 位 AdamW、激活检查点）</translation>
    </message>
    <message numerus="yes">
        <source>%n pipeline stage(s) do not divide the %1 cards</source>
        <translation>
            <numerusform>%n 个流水线阶段不能整除这 %1 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>llama.cpp splits the model by layers: each of the %1 cards is a stage</source>
        <translation>llama.cpp 按层切分模型：这 %1 张卡每张都是一个阶段</translation>
    </message>
    <message>
        <source>vLLM&apos;s tensor-parallel size must divide the model&apos;s %1 attention heads: %2 does not</source>
        <translation>vLLM 的张量并行规模必须整除模型的 %1 个注意力头：%2 不能整除</translation>
    </message>
    <message>
        <source>; %1 takes tensor-parallel sizes that divide the model&apos;s attention heads and the cards</source>
        <translation>；%1 只接受能整除模型注意力头数和卡数的张量并行规模</translation>
    </message>
    <message>
        <source>; the %1 cards run as %2 pipeline stages of %3 (--tensor-parallel-size %3 --pipeline-parallel-size %2), each stage reading its layers&apos; weights once for each of %2 batches in flight</source>
        <translation>；这 %1 张卡作为 %2 个流水线阶段运行，每阶段 %3 张（--tensor-parallel-size %3 --pipeline-parallel-size %2），每个阶段为同时在途的 %2 个批次各读一遍其各层的权重</translation>
    </message>
    <message>
        <source>; %1 splits the model by layers over the %2 cards: a step&apos;s batch passes them one after another</source>
        <translation>；%1 把模型按层切分到这 %2 张卡上：一步的批次依次经过各卡</translation>
    </message>
</context>
<context>
    <name>WorkloadCheck</name>
    <message>
        <source>&quot;%1&quot; is not a model Rigsmith knows; known: %2</source>
        <translation>“%1”不是 Rigsmith 已知的模型；已知模型：%2</translation>
    </message>
    <message>
        <source>%1 does not offer a %2</source>
        <translation>%1 不提供%2</translation>
    </message>
    <message>
        <source>experts in system memory need a mixture-of-experts model, not %1</source>
        <translation>把专家放在系统内存中需要混合专家（MoE）模型，而不是 %1</translation>
    </message>
    <message>
        <source>%1 keeps the whole model on the GPUs; experts in system memory need llama.cpp</source>
        <translation>%1 把整个模型放在 GPU 上；把专家放在系统内存中需要 llama.cpp</translation>
    </message>
    <message>
        <source>job %1: %2</source>
        <translation>任务 %1：%2</translation>
    </message>
</context>
<context>
    <name>WorkloadSetting</name>
    <message>
        <source>what the build runs</source>
        <translation>运行的工作负载类型</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>preprocessing</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>asynchronous loading</source>
        <translation>异步加载</translation>
    </message>
    <message>
        <source>dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>GPUs planned later</source>
        <translation>以后计划添加的 GPU</translation>
    </message>
    <message>
        <source>data drive</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>模型大小</translation>
    </message>
    <message>
        <source>fine-tuning method</source>
        <translation>微调方法</translation>
    </message>
    <message>
        <source>fine-tuning framework</source>
        <translation>微调框架</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>multi-GPU method</source>
        <translation>多 GPU 方式</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>served sequences</source>
        <translation>服务的序列数</translation>
    </message>
    <message>
        <source>serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>prompt length</source>
        <translation>提示词长度</translation>
    </message>
    <message>
        <source>experts in system memory</source>
        <translation>专家放在系统内存</translation>
    </message>
    <message>
        <source>--workload %1</source>
        <translation>--workload %1</translation>
    </message>
    <message>
        <source>--workload %1 or %2</source>
        <translation>--workload %1 或 %2</translation>
    </message>
    <message>
        <source>preprocessing %1</source>
        <translation>预处理：%1</translation>
    </message>
    <message>
        <source>synchronous loading</source>
        <translation>同步加载</translation>
    </message>
    <message>
        <source>%1 GB of data</source>
        <translation>%1 GB 数据</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) planned later</source>
        <translation>
            <numerusform>以后再加 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>data on the default drive</source>
        <translation>数据在默认硬盘上</translation>
    </message>
    <message>
        <source>data on %1</source>
        <translation>数据在 %1 上</translation>
    </message>
    <message>
        <source>no named model</source>
        <translation>未指定模型</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>context %1</source>
        <translation>上下文 %1</translation>
    </message>
    <message>
        <source>sequence %1</source>
        <translation>序列长度 %1</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>无激活检查点</translation>
    </message>
    <message numerus="yes">
        <source>served to %n sequence(s) at once</source>
        <translation>
            <numerusform>同时服务 %n 个序列</numerusform>
        </translation>
    </message>
    <message>
        <source>one user</source>
        <translation>单用户</translation>
    </message>
    <message>
        <source>prompts of %1 tokens</source>
        <translation>提示 %1 个 token</translation>
    </message>
    <message>
        <source>experts on the GPUs</source>
        <translation>专家在 GPU 上</translation>
    </message>
    <message>
        <source>fused cross-entropy</source>
        <translation>融合交叉熵</translation>
    </message>
    <message>
        <source>logits computed whole</source>
        <translation>完整计算 logits</translation>
    </message>
    <message>
        <source>layers whose experts are in system memory</source>
        <translation>专家放在系统内存的层</translation>
    </message>
    <message numerus="yes">
        <source>experts of the first %n layer(s) in system memory</source>
        <translation>
            <numerusform>前 %n 层的专家在系统内存</numerusform>
        </translation>
    </message>
    <message>
        <source>every layer&apos;s experts in system memory</source>
        <translation>所有层的专家都在系统内存</translation>
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
        <source>%1 %2 (data of %3)</source>
        <translation>%1 %2（数据日期 %3）</translation>
    </message>
    <message>
        <source>validate takes one build file</source>
        <translation>validate 需要一个配置文件</translation>
    </message>
    <message>
        <source>compare takes 2 to 4 build files</source>
        <translation>compare 需要 2 到 4 个配置文件</translation>
    </message>
    <message>
        <source>fewer than two builds could be read; nothing to compare</source>
        <translation>可读取的配置不足两个；无法比较</translation>
    </message>
    <message>
        <source>PDF file to write</source>
        <translation>要写入的 PDF 文件</translation>
    </message>
    <message>
        <source>Page size of the PDF: A4 or Letter</source>
        <translation>PDF 纸张大小：A4 或 Letter</translation>
    </message>
    <message>
        <source>export takes one build file and --pdf OUT</source>
        <translation>export 需要一个配置文件和 --pdf OUT</translation>
    </message>
    <message>
        <source>page size &quot;%1&quot; is not A4 or Letter</source>
        <translation>纸张大小“%1”不是 A4 或 Letter</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is not one of %3</source>
        <translation>--%1 “%2”不是以下之一：%3</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is not a number from %3 to %4</source>
        <translation>--%1 “%2”不是 %3 到 %4 之间的数字</translation>
    </message>
    <message>
        <source>fit needs --gpu MODEL and --workload vision|transformer|finetune|inference</source>
        <translation>fit 需要 --gpu MODEL 和 --workload vision|transformer|finetune|inference</translation>
    </message>
    <message>
        <source>no GPU model &quot;%1&quot; in the catalog</source>
        <translation>目录中没有 GPU 型号“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches several GPU models: %2</source>
        <translation>“%1”匹配多个 GPU 型号：%2</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GB each)</source>
        <translation>%1 × %2（每块 %3 GB）</translation>
    </message>
    <message>
        <source>workload: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message>
        <source>memory per GPU: %1 GB needed, %2 GB available — %3</source>
        <translation>每块 GPU 显存：需要 %1 GB，可用 %2 GB — %3</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, CUDA context %6 GB</source>
        <translation>权重 %1、梯度 %2、优化器 %3、激活值 %4、KV 缓存 %5、CUDA 上下文 %6 GB</translation>
    </message>
    <message>
        <source>model shape: %1%2</source>
        <translation>模型结构：%1%2</translation>
    </message>
    <message>
        <source> (scaled, estimated)</source>
        <translation>（按比例缩放，估计）</translation>
    </message>
    <message>
        <source>nothing short of a card with more memory fits</source>
        <translation>只有显存更大的卡才能装下</translation>
    </message>
    <message>
        <source>would fit: %1 (%2 GB per GPU)</source>
        <translation>可行：%1（每块 GPU %2 GB）</translation>
    </message>
    <message>
        <source>throughput: %1 (%2 per GPU, runs as %3, scaling %4 over %5)</source>
        <translation>吞吐量：%1（每块 GPU %2，以 %3 运行，经%5扩展 %4 倍）</translation>
    </message>
    <message>
        <source>new takes its parts as options and -o FILE</source>
        <translation>new 以选项给出部件，并需要 -o FILE</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a part id</source>
        <translation>--%1：“%2”不是部件编号</translation>
    </message>
    <message>
        <source>--%1: no part &quot;%2&quot; in the catalog</source>
        <translation>--%1：目录中没有部件“%2”</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is a %3, not a %4</source>
        <translation>--%1：“%2”是%3，不是%4</translation>
    </message>
    <message>
        <source>--%1: count %2 is not from 1 to %3</source>
        <translation>--%1：数量 %2 不在 1 到 %3 之间</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3</source>
        <translation>--%1：“%2”不是以下之一：%3</translation>
    </message>
    <message>
        <source>New build</source>
        <translation>新配置</translation>
    </message>
    <message>
        <source>--gpu: &quot;%1&quot; is not ID@SLOT</source>
        <translation>--gpu：“%1”不是 ID@插槽 格式</translation>
    </message>
    <message>
        <source>--gpu %1: %2 has no slot %3 (its slots: %4)</source>
        <translation>--gpu %1：%2 没有插槽 %3（其插槽：%4）</translation>
    </message>
    <message>
        <source>--gpu %1: slot %2 already holds a GPU</source>
        <translation>--gpu %1：插槽 %2 已装有 GPU</translation>
    </message>
    <message>
        <source>--data-drive: &quot;%1&quot; is not one of the build&apos;s --storage drives</source>
        <translation>--data-drive：“%1”不是配置中 --storage 给出的硬盘</translation>
    </message>
    <message>
        <source>--circuit: &quot;%1&quot; is not VOLTS/AMPS (e.g. 230/16)</source>
        <translation>--circuit：“%1”不是 伏/安 格式（例如 230/16）</translation>
    </message>
    <message>
        <source>--circuit: %1 V / %2 A is out of range</source>
        <translation>--circuit：%1 V / %2 A 超出范围</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Motherboard slot layouts:</source>
        <translation>主板插槽布局：</translation>
    </message>
    <message>
        <source>Shopping list to write as CSV</source>
        <translation>要写入的 CSV 购物清单</translation>
    </message>
    <message>
        <source>Shopping list to write as Markdown</source>
        <translation>要写入的 Markdown 购物清单</translation>
    </message>
    <message>
        <source>export takes one build file</source>
        <translation>export 需要一个配置文件</translation>
    </message>
    <message>
        <source>older than a year</source>
        <translation>超过一年</translation>
    </message>
    <message>
        <source>No prices of your own yet; import some with rigsmith-cli prices import FILE.csv</source>
        <translation>还没有你自己的价格；可用 rigsmith-cli prices import FILE.csv 导入</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) cannot be read; nothing was imported</source>
        <translation>
            <numerusform>%n 行无法读取；未导入任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price(s) into %1</source>
        <translation>
            <numerusform>已将 %n 个价格导入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the export would replace the build file it is made from; choose another name</source>
        <translation>%1：导出会覆盖其来源的配置文件；请换一个文件名</translation>
    </message>
    <message>
        <source>layout takes export BOARD -o FILE or import FILE</source>
        <translation>layout 的用法为 export BOARD -o FILE 或 import FILE</translation>
    </message>
    <message>
        <source>%1 is not a board in the catalog</source>
        <translation>%1 不是部件目录中的主板</translation>
    </message>
    <message>
        <source>Layout of %1 written to %2</source>
        <translation>%1 的布局已写入 %2</translation>
    </message>
    <message>
        <source>your custom parts file is not open; the layout cannot be saved</source>
        <translation>你的自定义部件文件未打开；无法保存布局</translation>
    </message>
    <message>
        <source>Layout of %1 saved in %2</source>
        <translation>%1 的布局已保存到 %2</translation>
    </message>
    <message>
        <source>throughput: %1</source>
        <translation>吞吐量：%1</translation>
    </message>
    <message>
        <source>Workload: %1; throughput of one card in %2, memory each GPU needs against what it has</source>
        <translation>工作负载：%1；单卡吞吐量单位为 %2，每块 GPU 所需显存与现有显存</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>needs</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>per 1k$</source>
        <translation>每千美元</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
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
        <source>Cards marked &quot;%1&quot;: %2</source>
        <translation>标为“%1”的显卡：%2</translation>
    </message>
    <message>
        <source>AMD and Intel cards, and NVIDIA architectures without published measurements in the calibration, get no estimate rather than a guess</source>
        <translation>AMD 与 Intel 显卡，以及校准中没有已发表实测数据的 NVIDIA 架构，不给估计值，而不是猜测</translation>
    </message>
    <message>
        <source>FSDP gathers %1 GB of whole weights: the block in use, the embedding and output</source>
        <translation>FSDP 汇聚 %1 GB 完整权重：当前计算的块、嵌入层和输出层</translation>
    </message>
    <message>
        <source>%1… (%2 more characters)</source>
        <translation>%1…（另有 %2 个字符）</translation>
    </message>
    <message>
        <source>%1: %2 more bad rows not shown</source>
        <translation>%1：另有 %2 个错误行未显示</translation>
    </message>
    <message>
        <source>suggest takes its workload and constraints as options</source>
        <translation>suggest 以选项给出工作负载和约束</translation>
    </message>
    <message>
        <source>suggest needs --workload vision|transformer|finetune|inference</source>
        <translation>suggest 需要 --workload vision|transformer|finetune|inference</translation>
    </message>
    <message>
        <source>--currency &quot;%1&quot; is not a currency code (three letters, e.g. EUR)</source>
        <translation>--currency“%1”不是货币代码（三个字母，例如 EUR）</translation>
    </message>
    <message>
        <source>suggest needs --budget AMOUNT or --min-throughput X</source>
        <translation>suggest 需要 --budget 金额 或 --min-throughput X</translation>
    </message>
    <message>
        <source>--gpus &quot;%1&quot; is not N or MIN-MAX with 1 &lt;= MIN &lt;= MAX &lt;= 4</source>
        <translation>--gpus“%1”不是 N 或 MIN-MAX（1 &lt;= MIN &lt;= MAX &lt;= 4）</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>No build qualifies.</source>
        <translation>没有符合条件的配置。</translation>
    </message>
    <message>
        <source>binds: %1</source>
        <translation>限制：%1</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>下一级：%1</translation>
    </message>
    <message>
        <source>value map: %1 of %2 GPU models</source>
        <translation>性价比图：%2 个 GPU 型号中第 %1</translation>
    </message>
    <message>
        <source>the board&apos;s slot openings are unconfirmed: check the spacing</source>
        <translation>该主板的插槽位置未确认：请核对间距</translation>
    </message>
    <message>
        <source>warning %1: %2</source>
        <translation>警告 %1：%2</translation>
    </message>
    <message>
        <source>Left out: %1 unpriced, %2 boards with unconfirmed openings (for 2+ GPUs), %3 by the constraints, %4 avoided, %5 GPUs without a measured throughput basis, %6 duplicates.</source>
        <translation>未纳入：%1 个无价格，%2 块插槽位置未确认的主板（用于 2 块以上 GPU 时），%3 个被约束排除，%4 个被避开，%5 块 GPU 无实测吞吐量依据，%6 个重复项。</translation>
    </message>
    <message>
        <source>%1 builds judged by the rules of about %2 possible; %3 on the front; %4 s.</source>
        <translation>在约 %2 种可能中按规则评判了 %1 套配置；前沿上 %3 套；用时 %4 秒。</translation>
    </message>
    <message>
        <source>The search stopped at its time limit: builds it did not reach may be missing.</source>
        <translation>搜索已在时间上限处停止：可能遗漏了未搜索到的配置。</translation>
    </message>
    <message>
        <source>--%1 applies to %2 only</source>
        <translation>--%1 只适用于 %2</translation>
    </message>
    <message>
        <source>--model &quot;%1&quot; is not a known model; known: %2</source>
        <translation>--model &quot;%1&quot; 不是已知模型；已知模型：%2</translation>
    </message>
    <message>
        <source>--params %1 contradicts --model %2 (%3 B parameters); give one of them</source>
        <translation>--params %1 与 --model %2（%3 B 参数）矛盾；请只给出其中一个</translation>
    </message>
    <message>
        <source>--serving and --batch both set the concurrent sequences; give --serving only</source>
        <translation>--serving 和 --batch 都设置并发序列数；请只给出 --serving</translation>
    </message>
    <message>
        <source>--prompt applies to a served workload (--serving N)</source>
        <translation>--prompt 只适用于服务型工作负载（--serving N）</translation>
    </message>
    <message>
        <source>%1 does not offer a %2</source>
        <translation>%1 不提供%2</translation>
    </message>
    <message>
        <source>%1 keeps the whole model on the GPUs; experts in system memory need llama.cpp</source>
        <translation>%1 把整个模型放在 GPU 上；把专家放在系统内存中需要 llama.cpp</translation>
    </message>
    <message>
        <source>%1 (± %2 %)</source>
        <translation>%1（± %2 %）</translation>
    </message>
    <message>
        <source>experts kept in system memory: %1 GB (the build needs that much RAM besides the system&apos;s, and its memory bandwidth bounds the speed)</source>
        <translation>放在系统内存中的专家：%1 GB（配置除系统所需外还需这么多内存，其内存带宽限制速度）</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Keep the prices saved in the build files, even where the catalog&apos;s differ</source>
        <translation>保留配置文件中保存的价格，即使与目录中的不同</translation>
    </message>
    <message>
        <source>--also-fit: %1</source>
        <translation>--also-fit：%1</translation>
    </message>
    <message>
        <source>--also &quot;%1&quot;: %2</source>
        <translation>--also &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>--also &quot;%1&quot;: only a workload&apos;s options (--workload, --params, --precision ...)</source>
        <translation>--also &quot;%1&quot;：只能写工作负载的选项（--workload、--params、--precision ……）</translation>
    </message>
    <message>
        <source>--also &quot;%1&quot; needs --workload vision|transformer|finetune|inference</source>
        <translation>--also &quot;%1&quot; 需要 --workload vision|transformer|finetune|inference</translation>
    </message>
    <message>
        <source>--also: at most %1 further workloads</source>
        <translation>--also：其他工作负载最多 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n platform(s) given up after many failed completions: the front may miss builds on them.</source>
        <translation>
            <numerusform>%n 个平台在多次补全失败后被放弃：前沿可能漏掉其上的配置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU plan(s) left after their cheapest platforms: the front may miss dearer builds of them.</source>
        <translation>
            <numerusform>%n 个 GPU 方案只试了最便宜的平台：前沿可能漏掉它们更贵的配置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dual-socket board(s) left out: they take two of the processor you own once (name it twice as owned to use them).</source>
        <translation>
            <numerusform>%n 块双路主板未纳入：它们需要两颗你只拥有一颗的处理器（将它作为已有部件列出两次即可使用）。</numerusform>
        </translation>
    </message>
    <message>
        <source>prices import: take the lines of a PCPartPicker list matched by a close name too</source>
        <translation>prices import：也采用 PCPartPicker 清单中按相近名称匹配的行</translation>
    </message>
    <message>
        <source>catalog [--json]</source>
        <translation>catalog [--json]</translation>
    </message>
    <message>
        <source>Describe the parts catalog: where it is, its version, parts per kind</source>
        <translation>描述部件目录：位置、版本、各类部件数量</translation>
    </message>
    <message>
        <source>catalog takes no file</source>
        <translation>catalog 不接受文件参数</translation>
    </message>
    <message>
        <source>--currency &quot;%1&quot; is no currency in use (a typing error?); codes are ISO 4217, such as EUR</source>
        <translation>--currency “%1”不是正在使用的货币（输入错误？）；代码采用 ISO 4217，例如 EUR</translation>
    </message>
    <message>
        <source>compare A B [C D] [--json] [--saved-prices]</source>
        <translation>compare A B [C D] [--json] [--saved-prices]</translation>
    </message>
    <message>
        <source>Builds side by side: parts, figures, findings only some have</source>
        <translation>并排比较配置：部件、数据、仅部分配置才有的检查结果</translation>
    </message>
    <message>
        <source>Use this parts catalog (default: RIGSMITH_CATALOG, then the bundled one)</source>
        <translation>使用此部件目录（默认：RIGSMITH_CATALOG，其次为随附目录）</translation>
    </message>
    <message>
        <source>Leave out your custom parts and prices (the window&apos;s overlay)</source>
        <translation>不使用你的自定义部件和价格（窗口使用的覆盖数据）</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 validate found errors or suggest found no build, 2 bad input.</source>
        <translation>退出状态：0 成功，1 validate 发现错误或 suggest 未找到配置，2 输入有误。</translation>
    </message>
    <message>
        <source>Usage: rigsmith-cli &lt;command&gt; [options]</source>
        <translation>用法：rigsmith-cli &lt;命令&gt; [选项]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>General options:</source>
        <translation>通用选项：</translation>
    </message>
    <message>
        <source>rigsmith-cli &lt;command&gt; --help lists the options of one command.</source>
        <translation>rigsmith-cli &lt;命令&gt; --help 列出某个命令的选项。</translation>
    </message>
    <message>
        <source>Usage: rigsmith-cli %1</source>
        <translation>用法：rigsmith-cli %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>%1 takes no option %2; see rigsmith-cli %1 --help</source>
        <translation>%1 不接受选项 %2；请参阅 rigsmith-cli %1 --help</translation>
    </message>
    <message>
        <source>%1: the name is empty; give a file or folder name</source>
        <translation>%1：名称为空；请给出文件或文件夹名称</translation>
    </message>
    <message>
        <source>export FILE --pdf OUT [--page-size A4|Letter] | --parts-csv OUT | --parts-md OUT</source>
        <translation>export FILE --pdf OUT [--page-size A4|Letter] | --parts-csv OUT | --parts-md OUT</translation>
    </message>
    <message>
        <source>Write the build sheet as a PDF, or the parts as a shopping list</source>
        <translation>将配置单写为 PDF，或将部件写为购物清单</translation>
    </message>
    <message>
        <source>Will a workload fit a catalog GPU model, and how fast</source>
        <translation>工作负载能否装进目录中的某个 GPU 型号，速度多快</translation>
    </message>
    <message>
        <source>A catalog GPU model</source>
        <translation>目录中的 GPU 型号</translation>
    </message>
    <message>
        <source>How many of them</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>fit takes its GPU and workload as options</source>
        <translation>fit 的 GPU 和工作负载以选项给出</translation>
    </message>
    <message>
        <source>gpus [--workload KIND --params ... as for fit] [--json]</source>
        <translation>gpus [--workload KIND --params ... 同 fit] [--json]</translation>
    </message>
    <message>
        <source>Every catalog GPU: one card&apos;s throughput for the workload in its units, memory needed and had, TDP, price, throughput per 1000 USD</source>
        <translation>目录中每块 GPU：单卡在该工作负载下的吞吐量（按其单位）、所需与现有显存、TDP、价格、每 1000 美元吞吐量</translation>
    </message>
    <message>
        <source>gpus takes its workload as options</source>
        <translation>gpus 的工作负载以选项给出</translation>
    </message>
    <message>
        <source>layout export BOARD -o FILE | layout import FILE</source>
        <translation>layout export BOARD -o FILE | layout import FILE</translation>
    </message>
    <message>
        <source>Write a board&apos;s slot layout (yours, if corrected) as a layout file, or check a layout file and save it as your correction of its board</source>
        <translation>将主板的插槽布局（若已修正则为你的布局）写成布局文件，或检查布局文件并将其保存为你对该主板的修正</translation>
    </message>
    <message>
        <source>Layout file to write</source>
        <translation>要写入的布局文件</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number</source>
        <translation>--%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>--planned-gpus: &quot;%1&quot; is not a whole number</source>
        <translation>--planned-gpus：“%1”不是整数</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>Motherboard id</source>
        <translation>主板编号</translation>
    </message>
    <message>
        <source>A PCPartPicker list (its text, Markdown or HTML export) whose parts make the build; the other options add to it or replace its parts</source>
        <translation>一份 PCPartPicker 清单（其文本、Markdown 或 HTML 导出），用其中的部件组成配置；其他选项会在此基础上添加或替换部件</translation>
    </message>
    <message>
        <source>CPU id</source>
        <translation>CPU 编号</translation>
    </message>
    <message>
        <source>A GPU id and its slot, ID@SLOT (repeat per card)</source>
        <translation>GPU 编号及其插槽，ID@SLOT（每张卡重复一次）</translation>
    </message>
    <message>
        <source>Memory kit id, ID×N for N kits (repeatable)</source>
        <translation>内存套装编号，N 套写作 ID×N（可重复）</translation>
    </message>
    <message>
        <source>Drive id, ID×N for N drives (repeatable)</source>
        <translation>硬盘编号，N 块写作 ID×N（可重复）</translation>
    </message>
    <message>
        <source>PSU id</source>
        <translation>电源编号</translation>
    </message>
    <message>
        <source>Case id</source>
        <translation>机箱编号</translation>
    </message>
    <message>
        <source>CPU cooler id</source>
        <translation>CPU 散热器编号</translation>
    </message>
    <message>
        <source>The build&apos;s name</source>
        <translation>配置名称</translation>
    </message>
    <message>
        <source>The build&apos;s notes (what it is for, what it shows)</source>
        <translation>配置备注（用途、所展示的内容）</translation>
    </message>
    <message>
        <source>Task profile key (research-sota, kaggle, ...)</source>
        <translation>任务配置键（research-sota、kaggle 等）</translation>
    </message>
    <message>
        <source>On-the-fly or offline</source>
        <translation>on-the-fly 或 offline</translation>
    </message>
    <message>
        <source>Data is loaded without prefetching</source>
        <translation>数据加载不预取</translation>
    </message>
    <message>
        <source>Dataset size in GB</source>
        <translation>数据集大小（GB）</translation>
    </message>
    <message>
        <source>GPUs planned for later</source>
        <translation>计划日后添加的 GPU 数</translation>
    </message>
    <message>
        <source>The drive (one of --storage) the data is read from</source>
        <translation>读取数据的硬盘（--storage 之一）</translation>
    </message>
    <message>
        <source>Wall circuit, VOLTS/AMPS</source>
        <translation>墙上电路，VOLTS/AMPS（伏/安）</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <source>Currency of the electricity price</source>
        <translation>电价的货币</translation>
    </message>
    <message>
        <source>Hours of use a day</source>
        <translation>每天使用小时数</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>使用年数</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>new [--from-list LIST] --board ID --cpu ID --gpu ID@SLOT ... --memory ID×N --storage ID --psu ID --case ID -o FILE</source>
        <translation>new [--from-list 清单] --board ID --cpu ID --gpu ID@插槽 ... --memory ID×N --storage ID --psu ID --case ID -o 文件</translation>
    </message>
    <message>
        <source>Compose a build from catalog ids (workload: --task --precision --preprocessing --no-async --dataset-gb --planned-gpus --data-drive; environment: --circuit V/A --price-per-kwh --currency --hours-per-day --years; --cooler, --name, --notes)</source>
        <translation>用目录编号组成配置（工作负载：--task --precision --preprocessing --no-async --dataset-gb --planned-gpus --data-drive；环境：--circuit V/A --price-per-kwh --currency --hours-per-day --years；--cooler、--name、--notes）</translation>
    </message>
    <message>
        <source>prices import FILE [--accept-close] | prices list [--json]</source>
        <translation>prices import 文件 [--accept-close] | prices list [--json]</translation>
    </message>
    <message>
        <source>Store your own prices from a price CSV (header part,price,currency,date,shop), a shopping list (export --parts-csv) or a PCPartPicker list (text, Markdown or HTML export; close matches with --accept-close), or list them with their dates and shops</source>
        <translation>从价格 CSV（表头 part,price,currency,date,shop）、购物清单（export --parts-csv）或 PCPartPicker 清单（文本、Markdown 或 HTML 导出；相近匹配需加 --accept-close）保存你自己的价格，或列出这些价格及其日期和商店</translation>
    </message>
    <message>
        <source>prices takes import FILE or list</source>
        <translation>prices 需要 import 文件 或 list</translation>
    </message>
    <message>
        <source>show FILE [--json]</source>
        <translation>show FILE [--json]</translation>
    </message>
    <message>
        <source>List a build&apos;s parts, slots, workload and environment</source>
        <translation>列出配置的部件、插槽、工作负载和使用环境</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to %2: the catalog&apos;s prices are in %1; set a rate in Rigsmith&apos;s settings, or give --currency %3</source>
        <translation>没有从 %1 到 %2 的汇率：目录价格以 %1 计；请在 Rigsmith 的设置中设定汇率，或使用 --currency %3</translation>
    </message>
    <message>
        <source>Every workload of this build file must fit too (repeatable); the front is optimised for --workload</source>
        <translation>该配置文件中的每个工作负载也必须装得下（可重复）；前沿按 --workload 优化</translation>
    </message>
    <message>
        <source>The most the parts may cost</source>
        <translation>部件总价的上限</translation>
    </message>
    <message>
        <source>Currency of the budget (default USD)</source>
        <translation>预算的货币（默认 USD）</translation>
    </message>
    <message>
        <source>The least throughput, in the workload&apos;s unit</source>
        <translation>最低吞吐量，按工作负载的单位</translation>
    </message>
    <message>
        <source>How many GPUs: N or MIN-MAX, from 1 to 4</source>
        <translation>GPU 数量：N 或 MIN-MAX，1 到 4</translation>
    </message>
    <message>
        <source>GPU maker: nvidia, amd or any</source>
        <translation>GPU 厂商：nvidia、amd 或 any</translation>
    </message>
    <message>
        <source>GPU cooler: blower, open-air or any</source>
        <translation>GPU 散热方式：blower、open-air 或 any</translation>
    </message>
    <message>
        <source>A part you own (price 0, used); repeat per card</source>
        <translation>你已拥有的部件（价格为 0，会被使用）；每张卡重复一次</translation>
    </message>
    <message>
        <source>A part not to use (repeatable)</source>
        <translation>不使用的部件（可重复）</translation>
    </message>
    <message>
        <source>Boards with unconfirmed slot openings may take two or more GPUs</source>
        <translation>插槽开口未经确认的主板也可装两块或更多 GPU</translation>
    </message>
    <message>
        <source>The case&apos;s size, the largest board it takes: e-atx, atx, micro-atx or mini-itx</source>
        <translation>机箱尺寸，即可容纳的最大主板：e-atx、atx、micro-atx 或 mini-itx</translation>
    </message>
    <message>
        <source>At most this many builds</source>
        <translation>最多给出这么多个配置</translation>
    </message>
    <message>
        <source>Folder to write the builds into (a new folder inside it when it holds files)</source>
        <translation>写入配置的文件夹（其中已有文件时在其内新建文件夹）</translation>
    </message>
    <message>
        <source>The best complete builds for the workload and the money: the price and throughput front of catalog builds that pass every rule (exit 1: none)</source>
        <translation>按工作负载和资金给出最佳完整配置：目录中通过全部规则的配置在价格与吞吐量上的前沿（无符合条件者时退出状态为 1）</translation>
    </message>
    <message>
        <source>%1: not a folder; give a folder for the suggestions</source>
        <translation>%1：不是文件夹；请为建议的配置指定一个文件夹</translation>
    </message>
    <message>
        <source>%1: holds %2 searches already; give another folder</source>
        <translation>%1：已有 %2 次搜索；请换一个文件夹</translation>
    </message>
    <message>
        <source>The folder held files already: this search&apos;s builds are in %1 (nothing was replaced).</source>
        <translation>该文件夹中已有文件：本次搜索的配置在 %1 中（未替换任何文件）。</translation>
    </message>
    <message>
        <source>The builds are in %1.</source>
        <translation>配置在 %1 中。</translation>
    </message>
    <message>
        <source>validate FILE [--json] [--saved-prices]</source>
        <translation>validate FILE [--json] [--saved-prices]</translation>
    </message>
    <message>
        <source>Check a build against the guide&apos;s rules; key figures</source>
        <translation>按指南规则检查配置；关键数据</translation>
    </message>
    <message>
        <source>The workload: vision, transformer, finetune or inference</source>
        <translation>工作负载：vision、transformer、finetune 或 inference</translation>
    </message>
    <message>
        <source>Model parameters in billions</source>
        <translation>模型参数量（十亿）</translation>
    </message>
    <message>
        <source>Fine-tuning method: full, lora or qlora</source>
        <translation>微调方法：full、lora 或 qlora</translation>
    </message>
    <message>
        <source>Precision: fp32, tf32, bf16, fp16, fp8, int8 or int4</source>
        <translation>精度：fp32、tf32、bf16、fp16、fp8、int8 或 int4</translation>
    </message>
    <message>
        <source>Sequence length (inference: the context)</source>
        <translation>序列长度（推理：上下文长度）</translation>
    </message>
    <message>
        <source>Micro-batch (inference: concurrent sequences)</source>
        <translation>微批大小（推理：并发序列数）</translation>
    </message>
    <message>
        <source>Data parallelism: ddp or fsdp</source>
        <translation>数据并行：ddp 或 fsdp</translation>
    </message>
    <message>
        <source>Optimizer: adamw or adamw-8bit</source>
        <translation>优化器：adamw 或 adamw-8bit</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>A named model (its shape, total and active parameters)</source>
        <translation>指定模型（其结构、总参数量与激活参数量）</translation>
    </message>
    <message>
        <source>Inference served to N concurrent sequences with continuous batching</source>
        <translation>以连续批处理为 N 个并发序列提供推理服务</translation>
    </message>
    <message>
        <source>KV cache: fp16, fp8, q8 or q4</source>
        <translation>KV 缓存：fp16、fp8、q8 或 q4</translation>
    </message>
    <message>
        <source>Serving: prompt tokens a request brings</source>
        <translation>服务：每个请求带来的提示词元数</translation>
    </message>
    <message>
        <source>Fine-tuning framework: hf-peft, unsloth, torchtune or deepspeed</source>
        <translation>微调框架：hf-peft、unsloth、torchtune 或 deepspeed</translation>
    </message>
    <message>
        <source>Keep a mixture-of-experts model&apos;s experts in system memory (llama.cpp)</source>
        <translation>将混合专家模型的专家放在系统内存中（llama.cpp）</translation>
    </message>
    <message>
        <source>A further workload the build must hold too, as the workload options in one value (&quot;--workload inference --params 70 --precision int4&quot;); repeatable</source>
        <translation>配置还必须承载的另一个工作负载，以一个值给出工作负载选项（“--workload inference --params 70 --precision int4”）；可重复</translation>
    </message>
    <message>
        <source>in slot %1</source>
        <translation>在插槽 %1</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>The cheapest builds the rules pass: warnings a careful builder refuses allowed, the box not sized to the job</source>
        <translation>通过规则的最便宜配置：允许谨慎装机者会拒绝的警告，整机不按任务配置</translation>
    </message>
    <message>
        <source>settings: %1 (turned on to fit)</source>
        <translation>设置：%1（为装得下而开启）</translation>
    </message>
    <message>
        <source>sized: %1</source>
        <translation>配置：%1</translation>
    </message>
    <message>
        <source>experts read from system memory at %1 GB/s (%2 channels of %3 MT/s%4): at most %5</source>
        <translation>专家从系统内存读取，带宽 %1 GB/s（%2 通道 %3 MT/s%4）：最多 %5</translation>
    </message>
    <message>
        <source>, assumed: give --memory-channels and --memory-speed</source>
        <translation>，为假设值：请给出 --memory-channels 和 --memory-speed</translation>
    </message>
    <message>
        <source>Experts in system memory: the memory channels the processor drives (default 2)</source>
        <translation>专家放在系统内存时：处理器驱动的内存通道数（默认 2）</translation>
    </message>
    <message>
        <source>Experts in system memory: the memory&apos;s speed in MT/s (default: the catalog&apos;s middle kit)</source>
        <translation>专家放在系统内存时：内存速度，单位 MT/s（默认：目录中居中的内存套条）</translation>
    </message>
    <message>
        <source>keeps %1: %2</source>
        <translation>保留 %1：%2</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>（%1，%2）</translation>
    </message>
    <message>
        <source>GPUs priced only at their launch price count too (left out by default: nobody pays it years on)</source>
        <translation>只有发布价的 GPU 也计入（默认不计：多年后没人按发布价购买）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) left out: launch price only (%1). Give them a price (prices import) or ask with --include-launch-prices to include them.</source>
        <translation>
            <numerusform>%n 个 GPU 型号未计入：只有发布价（%1）。为其设置价格（prices import）或加上 --include-launch-prices 即可计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Inference engine: llama.cpp, vllm, tensorrt-llm, sglang, exllamav2 or mlc-llm</source>
        <translation>推理引擎：llama.cpp、vllm、tensorrt-llm、sglang、exllamav2 或 mlc-llm</translation>
    </message>
    <message>
        <source>GPUs bought new, used or any (default): a card priced for the other is left out</source>
        <translation>GPU 买全新、二手或不限（默认）：价格属于另一种的显卡不计入</translation>
    </message>
    <message>
        <source>suggest --workload KIND [--params ... as for fit] --budget AMOUNT [--currency CODE]
    [--min-throughput X] [--gpus MIN-MAX] [--circuit V/A] [--vendor nvidia|amd|any]
    [--cooler blower|open-air|any] [--own ID ...] [--avoid ID ...] [--include-unverified]
    [--market new|used|any] [--include-launch-prices] [--allow-warnings] [--pin SETTING ...]
    [--max N] [--json] [-o DIR]</source>
        <translation>suggest --workload 类型 [--params ... 同 fit] --budget 金额 [--currency 代码]
    [--min-throughput X] [--gpus 最少-最多] [--circuit 伏/安] [--vendor nvidia|amd|any]
    [--cooler blower|open-air|any] [--own ID ...] [--avoid ID ...] [--include-unverified]
    [--market new|used|any] [--include-launch-prices] [--allow-warnings] [--pin 设置 ...]
    [--max N] [--json] [-o 目录]</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) left out: priced for the other market (--market).</source>
        <translation>
            <numerusform>%n 块 GPU 未计入：价格属于另一种市场（--market）。</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>--%1 &quot;%2&quot; is not a number</source>
        <translation>--%1“%2”不是数字</translation>
    </message>
    <message>
        <source>--max &quot;%1&quot; is not a number from 1 to %2</source>
        <translation>--max“%1”不是 1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>NVLink bridge (assumed: a bridge that fits the cards&apos; slots is bought)</source>
        <translation>NVLink 桥（假定：已买了与两卡插槽相符的桥）</translation>
    </message>
    <message>
        <source>--nvlink-bridge: no bridge &quot;%1&quot; (known: %2)</source>
        <translation>--nvlink-bridge：没有名为“%1”的桥（已知：%2）</translation>
    </message>
    <message>
        <source>The NVLink bridge bought with the two cards (a key of db/curated/nvlink_bridges.csv)</source>
        <translation>随两块显卡一起购买的 NVLink 桥（db/curated/nvlink_bridges.csv 中的键）</translation>
    </message>
    <message>
        <source>the framework holds every token&apos;s logits in 32 bits with their gradient: %1 GB</source>
        <translation>该框架以 32 位保存每个词元的 logits 及其梯度：%1 GB</translation>
    </message>
    <message>
        <source>(recommended)</source>
        <translation>（推荐）</translation>
    </message>
    <message>
        <source>%1 computes the loss in chunks already; --fused-loss is for %2 and %3</source>
        <translation>%1 已分块计算损失；--fused-loss 用于 %2 和 %3</translation>
    </message>
    <message>
        <source>Fine-tuning: the loss fused with the output layer in chunks (Liger Kernel, use_liger_kernel=True): no logits held whole</source>
        <translation>微调：损失与输出层融合并分块计算（Liger Kernel，use_liger_kernel=True）：不完整保存 logits</translation>
    </message>
    <message>
        <source>%1 needs a mixture-of-experts model (--model), not %2</source>
        <translation>%1 需要混合专家（MoE）模型（--model），而不是 %2</translation>
    </message>
    <message>
        <source>--offload-expert-layers %1: %2 has %3 layers</source>
        <translation>--offload-expert-layers %1：%2 只有 %3 层</translation>
    </message>
    <message>
        <source>Keep only the first N layers&apos; experts in system memory, the rest on the GPUs (llama.cpp&apos;s --n-cpu-moe N)</source>
        <translation>只把前 N 层的专家放在系统内存，其余层的留在 GPU 上（llama.cpp 的 --n-cpu-moe N）</translation>
    </message>
    <message>
        <source>optimizer states paged to system memory: %1 GB (8-bit AdamW paged by bitsandbytes: on the card while there is room, in RAM when it is full; the build needs that much RAM besides the system&apos;s)</source>
        <translation>分页到系统内存的优化器状态：%1 GB（bitsandbytes 分页的 8 位 AdamW：显卡有空间时在显卡上，满了就放到内存；整机在系统所需之外还需这么多内存）</translation>
    </message>
    <message>
        <source>A setting the advisor must not turn on to make the job fit (repeatable): checkpointing, optimizer, framework, parallel, batch, kv-precision, offload-experts, offload-expert-layers or fused-loss; settings given as options are pinned too</source>
        <translation>顾问不得为使任务装得下而打开的设置（可重复）：checkpointing、optimizer、framework、parallel、batch、kv-precision、offload-experts、offload-expert-layers 或 fused-loss；以选项给出的设置也会固定</translation>
    </message>
    <message>
        <source>--pipeline-parallel applies to a served model (--workload inference --serving N)</source>
        <translation>--pipeline-parallel 只适用于服务部署的模型（--workload inference --serving N）</translation>
    </message>
    <message>
        <source>fit --gpu MODEL [--gpus N] --workload vision|transformer|finetune|inference
    (--params BILLIONS | --model NAME) [--precision fp32|tf32|bf16|fp16|fp8|int8|int4] [--seq N]
    [--method full|lora|qlora] [--framework NAME] [--fused-loss] [--batch N] [--parallel ddp|fsdp]
    [--optimizer adamw|adamw-8bit] [--checkpointing] [--serving N] [--engine ENGINE] [--prompt N]
    [--kv-precision P] [--offload-experts | --offload-expert-layers N] [--memory-channels N]
    [--memory-speed MTS] [--pipeline-parallel N] [--json]</source>
        <translation>fit --gpu MODEL [--gpus N] --workload vision|transformer|finetune|inference
    (--params BILLIONS | --model NAME) [--precision fp32|tf32|bf16|fp16|fp8|int8|int4] [--seq N]
    [--method full|lora|qlora] [--framework NAME] [--fused-loss] [--batch N] [--parallel ddp|fsdp]
    [--optimizer adamw|adamw-8bit] [--checkpointing] [--serving N] [--engine ENGINE] [--prompt N]
    [--kv-precision P] [--offload-experts | --offload-expert-layers N] [--memory-channels N]
    [--memory-speed MTS] [--pipeline-parallel N] [--json]</translation>
    </message>
    <message>
        <source>Served: run the cards as N pipeline stages (default: as the engine takes them)</source>
        <translation>服务部署：把这些卡作为 N 个流水线阶段运行（默认：按引擎的方式）</translation>
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
    <message>
        <source>Render the window with the file open to a PNG and exit</source>
        <translation>打开文件后将窗口渲染为 PNG 并退出</translation>
    </message>
    <message>
        <source>rigsmith: cannot write the screenshot %1</source>
        <translation>rigsmith：无法写入截图 %1</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::AdvisorDialog</name>
    <message>
        <source>At least</source>
        <translation>至少</translation>
    </message>
    <message>
        <source>Boards with unconfirmed slot openings for 2+ GPUs</source>
        <translation>2 块以上 GPU 时允许插槽位置未确认的主板</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel search</source>
        <translation>取消搜索</translation>
    </message>
    <message>
        <source>&amp;Open as new build</source>
        <translation>作为新配置打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Compare selected</source>
        <translation>比较所选(&amp;C)</translation>
    </message>
    <message>
        <source>Suggest builds</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>%1 V / %2 A (the build&apos;s)</source>
        <translation>%1 V / %2 A（本配置的）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Wall circuit</source>
        <translation>墙插电路</translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation>GPU 厂商</translation>
    </message>
    <message>
        <source>GPU cooler</source>
        <translation>GPU 散热</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Set the workload and the money, then search.</source>
        <translation>设定工作负载和资金，然后搜索。</translation>
    </message>
    <message>
        <source>No parts catalog is open: there is nothing to search.</source>
        <translation>未打开部件目录：无可搜索内容。</translation>
    </message>
    <message>
        <source>Searching the catalog…</source>
        <translation>正在搜索目录…</translation>
    </message>
    <message>
        <source>Left out: %1 unpriced parts, %2 boards with unconfirmed openings (for 2+ GPUs), %3 GPUs without a measured throughput basis, %4 by the constraints.</source>
        <translation>未纳入：%1 个无价格部件，%2 块插槽位置未确认的主板（用于 2 块以上 GPU 时），%3 块无实测吞吐量依据的 GPU，%4 个被约束排除。</translation>
    </message>
    <message>
        <source>Search cancelled. What was found so far is shown.</source>
        <translation>搜索已取消。显示目前找到的结果。</translation>
    </message>
    <message>
        <source>The search stopped at its time limit; builds it did not reach may be missing.</source>
        <translation>搜索已在时间上限处停止；可能遗漏了未搜索到的配置。</translation>
    </message>
    <message>
        <source>No build qualifies. %1</source>
        <translation>没有符合条件的配置。%1</translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) on the front; %1 builds judged by the rules in %2 s.</source>
        <translation>
            <numerusform>前沿上 %n 套配置；用时 %2 秒，按规则评判了 %1 套配置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Parts I own</source>
        <translation>我已有的部件</translation>
    </message>
    <message>
        <source>Parts to avoid</source>
        <translation>要避开的部件</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Money and limits</source>
        <translation>预算与限制(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Parts</source>
        <translation>部件(&amp;P)</translation>
    </message>
    <message>
        <source>The case&apos;s size, named by the largest board it takes</source>
        <translation>机箱尺寸，以它能装的最大主板命名</translation>
    </message>
    <message>
        <source>Their slot spacing and usable x16 openings come from a rule, not a source; single-GPU suggestions may use them anyway and say so</source>
        <translation>这些主板的插槽间距和可用 x16 插槽来自推算规则，而非资料；单 GPU 推荐仍可使用它们，并会注明</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Parts you already have: every suggestion uses each ticked one, at no cost. List a card twice for two of them.</source>
        <translation>你已有的部件：每个推荐都会使用每个勾选的部件，不计费用。有两块同样的卡就列两次。</translation>
    </message>
    <message>
        <source>Parts no suggestion may use</source>
        <translation>任何推荐都不得使用的部件</translation>
    </message>
    <message>
        <source>I own (used in every suggestion, at no cost):</source>
        <translation>我已有（每个推荐都会使用，不计费用）：</translation>
    </message>
    <message>
        <source>Avoid:</source>
        <translation>避开：</translation>
    </message>
    <message>
        <source>%1 platforms given up and %2 GPU plans cut short by the search&apos;s bounds: the front may miss builds there.</source>
        <translation>搜索的上限使 %1 个平台被放弃、%2 个 GPU 方案被截断：前沿可能漏掉其中的配置。</translation>
    </message>
    <message numerus="yes">
        <source>%n dual-socket board(s) left out: they take two of the processor you own once (add it twice to the parts you own to use them).</source>
        <translation>
            <numerusform>%n 块双路主板未纳入：它们需要两颗你只拥有一颗的处理器（在“我已有”列表中添加两次即可使用）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest that passes the rules (warnings allowed)</source>
        <translation>通过规则的最便宜配置（允许警告）</translation>
    </message>
    <message>
        <source>By default no suggestion carries a warning a careful builder refuses (PSU size and spikes, threads per GPU, stacked open-air cards, unknown radiator mounts) and the drive, memory and processor are sized to the job. Ticked, the cheapest builds the rules pass, each with the warnings it keeps and what removing each costs.</source>
        <translation>默认情况下，建议中不含谨慎装机者会拒绝的警告（电源功率与峰值、每块 GPU 的线程、紧挨着的开放式散热显卡、未知的冷排安装位），硬盘、内存和处理器都按任务配置。勾选后，给出通过规则的最便宜配置，并列出每个配置保留的警告及去掉每个警告的花费。</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>工作列表</translation>
    </message>
    <message>
        <source>The workload changed: search again for its builds.</source>
        <translation>工作负载已更改：请重新搜索相应的配置。</translation>
    </message>
    <message>
        <source>The search was cancelled before it found a build.</source>
        <translation>搜索在找到配置之前已取消。</translation>
    </message>
    <message>
        <source>The query cannot be searched: the status says why.</source>
        <translation>无法按此条件搜索：原因见状态说明。</translation>
    </message>
    <message>
        <source>No build qualifies: the status says why.</source>
        <translation>没有符合条件的配置：原因见状态说明。</translation>
    </message>
    <message>
        <source>GPUs priced only at launch</source>
        <translation>只有发布价的 GPU</translation>
    </message>
    <message>
        <source>A launch price is what a card cost when it came out, not what it costs now: such cards are left out unless ticked. Set a price on a card (or for every variant of its model) to include it at that price.</source>
        <translation>发布价是显卡上市时的价格，不是现在的价格：不勾选时不计入这类显卡。为显卡（或其型号的所有款式）设置价格，即按该价格计入。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) left out: launch price only (%1). Set a price for them, or tick &quot;GPUs priced only at launch&quot;, to include them.</source>
        <translation>
            <numerusform>%n 个 GPU 型号未计入：只有发布价（%1）。为其设置价格，或勾选“只有发布价的 GPU”，即可计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Which GPU prices count: a card whose price is for the other kind (a used card&apos;s street price, or a new card&apos;s) is left out</source>
        <translation>计入哪种 GPU 价格：价格属于另一种（二手卡的市场价，或全新卡的价格）的显卡不计入</translation>
    </message>
    <message>
        <source>GPUs bought</source>
        <translation>GPU 购买方式</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) left out: priced for the other market (GPUs bought).</source>
        <translation>
            <numerusform>%n 块 GPU 未计入：价格属于另一种市场（GPU 购买方式）。</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::AdvisorJobs</name>
    <message>
        <source>The jobs the suggestions are for: the primary&apos;s throughput is the one the front shows and the least throughput asks of; every other job must fit too</source>
        <translation>推荐配置所针对的任务：前沿显示的、最低吞吐量所要求的都是主要任务的吞吐量；其他每个任务也必须装得下</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Search for another job as well (a copy of this one to change)</source>
        <translation>同时为另一个任务搜索（复制当前任务后再修改）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Stop searching for this job</source>
        <translation>不再为此任务搜索</translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>主要：%1</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>任务 %1：%2</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::BoardLayoutDialog</name>
    <message>
        <source>Correct slot layout: %1</source>
        <translation>修正插槽布局：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · layout: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 布局：%2</translation>
    </message>
    <message>
        <source>Slots are counted by the rear opening they line up with, opening 1 nearest the CPU. Enter what the board&apos;s manual or the board itself shows, and where you read it.</source>
        <translation>插槽按其对齐的机箱后部挡板位编号，挡板位 1 最靠近 CPU。请填写主板说明书或主板本身所示的内容，并注明出处。</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>挡板位</translation>
    </message>
    <message>
        <source>Connector</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>Gen</source>
        <translation>代</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>Shares with</source>
        <translation>共享对象</translation>
    </message>
    <message>
        <source>When shared</source>
        <translation>共享时</translation>
    </message>
    <message>
        <source>&amp;Add slot</source>
        <translation>添加插槽(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove slot</source>
        <translation>删除插槽(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>openings, e.g. 3, 5</source>
        <translation>挡板位，例如 3, 5</translation>
    </message>
    <message>
        <source>The openings of the slots this one splits its lanes with</source>
        <translation>与此插槽分享通道的插槽所在的挡板位</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The slot&apos;s lanes while a slot it shares with holds a card</source>
        <translation>共享插槽中装有显卡时此插槽的通道数</translation>
    </message>
    <message>
        <source>Move slot to opening %1</source>
        <translation>将插槽移到挡板位 %1</translation>
    </message>
    <message>
        <source>Set connector to x%1</source>
        <translation>将接口设为 x%1</translation>
    </message>
    <message>
        <source>Set lanes to x%1</source>
        <translation>将通道设为 x%1</translation>
    </message>
    <message>
        <source>Set generation %1</source>
        <translation>设为第 %1 代</translation>
    </message>
    <message>
        <source>Set lane source</source>
        <translation>设置通道来源</translation>
    </message>
    <message>
        <source>Set lanes when shared</source>
        <translation>设置共享时的通道</translation>
    </message>
    <message>
        <source>Selected slot</source>
        <translation>所选插槽</translation>
    </message>
    <message>
        <source>Rear &amp;opening:</source>
        <translation>后部挡板位(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Connector size:</source>
        <translation>接口尺寸(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Electrical lanes:</source>
        <translation>电气通道(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Generation:</source>
        <translation>代数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Lanes from:</source>
        <translation>通道来自(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Shares lanes with:</source>
        <translation>与之共享通道(&amp;S)：</translation>
    </message>
    <message>
        <source>Lanes &amp;when shared:</source>
        <translation>共享时通道(&amp;W)：</translation>
    </message>
    <message>
        <source>e.g. manual page 1-4, or counted on my board</source>
        <translation>例如：说明书第 1-4 页，或在我的主板上数出</translation>
    </message>
    <message>
        <source>Where the layout comes from</source>
        <translation>布局的来源</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>说明(&amp;N)：</translation>
    </message>
    <message>
        <source>Address (&amp;URL):</source>
        <translation>网址(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Use the &amp;catalog&apos;s layout</source>
        <translation>使用部件目录的布局(&amp;C)</translation>
    </message>
    <message>
        <source>Forget your correction of this board</source>
        <translation>丢弃你对这块主板的修正</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Export board layout</source>
        <translation>导出主板布局</translation>
    </message>
    <message>
        <source>Board layouts (*.layout.json *.json)</source>
        <translation>主板布局 (*.layout.json *.json)</translation>
    </message>
    <message>
        <source>Layout written to %1</source>
        <translation>布局已写入 %1</translation>
    </message>
    <message>
        <source>Import board layout</source>
        <translation>导入主板布局</translation>
    </message>
    <message>
        <source>Board layouts (*.layout.json *.json);;All files (*)</source>
        <translation>主板布局 (*.layout.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Your custom parts file is not open this session: the layout can be exported, not saved.</source>
        <translation>本次会话未打开你的自定义部件文件：布局可以导出，但不能保存。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an opening number; write the openings as 3, 5</source>
        <translation>&quot;%1&quot; 不是挡板位编号；请将挡板位写成 3, 5</translation>
    </message>
    <message>
        <source>Set lane sharing</source>
        <translation>设置通道共享</translation>
    </message>
    <message>
        <source>Add slot at opening %1</source>
        <translation>在挡板位 %1 添加插槽</translation>
    </message>
    <message>
        <source>Remove slot at opening %1</source>
        <translation>删除挡板位 %1 的插槽</translation>
    </message>
    <message>
        <source>Note: the catalog&apos;s lane modes and M.2 sharing for this board name its old openings; they are left out of your layout.</source>
        <translation>注意：部件目录中这块主板的通道模式和 M.2 共享使用的是原来的挡板位；你的布局中不包含它们。</translation>
    </message>
    <message>
        <source>Your custom parts file is not open this session; export the layout to keep it.</source>
        <translation>本次会话未打开你的自定义部件文件；请导出布局以保留它。</translation>
    </message>
    <message>
        <source>The layout is not saved: %1</source>
        <translation>布局未保存：%1</translation>
    </message>
    <message>
        <source>The layout is not exported: %1</source>
        <translation>布局未导出：%1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot import %1: no parts catalog is open</source>
        <translation>无法导入 %1：没有打开部件目录</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot import %1: it is the layout of %2, not of %3</source>
        <translation>无法导入 %1：它是 %2 的布局，不是 %3 的</translation>
    </message>
    <message>
        <source>Import layout</source>
        <translation>导入布局</translation>
    </message>
    <message>
        <source>Layout read from %1; save it to use it</source>
        <translation>已从 %1 读取布局；保存后生效</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::BuildController</name>
    <message>
        <source>Drop a GPU on a PCIe slot.</source>
        <translation>请把 GPU 放到 PCIe 插槽上。</translation>
    </message>
    <message>
        <source>Choose a motherboard first.</source>
        <translation>请先选择主板。</translation>
    </message>
    <message>
        <source>%1 fits no free slot: %2</source>
        <translation>%1 没有可用的空插槽：%2</translation>
    </message>
    <message>
        <source>%1 cannot take the place of %2: %3</source>
        <translation>%1 无法替换 %2：%3</translation>
    </message>
    <message>
        <source>Replace %1 with %2 in slot %3</source>
        <translation>将插槽 %3 中的 %1 替换为 %2</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::BuildPropertiesDialog</name>
    <message>
        <source>Build properties</source>
        <translation>配置属性</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Shown as the tab and window title and at the top of the build sheet</source>
        <translation>显示为标签页和窗口标题，并印在配置单顶部</translation>
    </message>
    <message>
        <source>What the build is for, what it shows, what is still open</source>
        <translation>配置的用途、要说明的内容、尚未决定的事项</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::BuildSession</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::ChartsPanel</name>
    <message>
        <source>Log price axis</source>
        <translation>价格对数坐标</translation>
    </message>
    <message>
        <source>GPU value</source>
        <translation>GPU 性价比</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Export data as CSV…</source>
        <translation>导出数据为 CSV…</translation>
    </message>
    <message>
        <source>Export chart data</source>
        <translation>导出图表数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <source>All coolers</source>
        <translation>所有散热</translation>
    </message>
    <message>
        <source>Any year</source>
        <translation>不限年份</translation>
    </message>
    <message>
        <source>New (2020 on)</source>
        <translation>新品（2020 年起）</translation>
    </message>
    <message>
        <source>Used era (before 2020)</source>
        <translation>二手年代（2020 年前）</translation>
    </message>
    <message>
        <source>Only GPUs of this vendor on the value map</source>
        <translation>性价比图中只显示该厂商的 GPU</translation>
    </message>
    <message>
        <source>Only GPUs with this cooler type</source>
        <translation>只显示该散热类型的 GPU</translation>
    </message>
    <message>
        <source>New cards, or the older generations people buy used</source>
        <translation>新卡，或人们常买二手的老一代</translation>
    </message>
    <message>
        <source>Show price on a logarithmic axis</source>
        <translation>价格使用对数坐标轴</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>on front</source>
        <translation>位于前沿</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>This build</source>
        <translation>本配置</translation>
    </message>
    <message>
        <source>role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>钱花在哪里</translation>
    </message>
    <message>
        <source>%1 (this build)</source>
        <translation>%1（本配置）</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 无法写入：%2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Purchase plus energy at the wall over %1 years (each model with up to %2 GPUs)</source>
        <translation>%1 年内的购置费加墙插电费（每种型号最多 %2 块 GPU）</translation>
    </message>
    <message>
        <source>%1 (+%2 without a price)</source>
        <translation>%1（另有 %2 个无价格）</translation>
    </message>
    <message numerus="yes">
        <source>Where the money goes, as far as it is known: %n part(s) without a price are not in it</source>
        <translation>
            <numerusform>已知的花费去向：其中不含 %n 个无价格部件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not like with like: %n part(s) of this build have no price in %1; every bar leaves them out</source>
        <translation>
            <numerusform>无法同等比较：本配置有 %n 个部件没有 %1 价格；每个柱都未计入它们</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs on the value map, most throughput per dollar first; double-click to make the build&apos;s GPUs this model</source>
        <translation>价值图上的 GPU，按每美元吞吐量从高到低排列；双击即可把本配置的 GPU 换成该型号</translation>
    </message>
    <message>
        <source>%1 (%2: see the guide&apos;s GPU-14)</source>
        <translation>%1（%2：见指南 GPU-14）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>最佳性价比</translation>
    </message>
    <message>
        <source>Other vendors</source>
        <translation>其他厂商</translation>
    </message>
    <message>
        <source>Throughput (%1) by build cost, with 1–4 of each GPU</source>
        <translation>吞吐量（%1）与整机成本，每种 GPU 1–4 块</translation>
    </message>
    <message>
        <source>%1 × %2–%3</source>
        <translation>%1 × %2–%3</translation>
    </message>
    <message>
        <source>price %1</source>
        <translation>价格 %1</translation>
    </message>
    <message>
        <source>per 1000 %1</source>
        <translation>每 1000 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) priced in %1 are not shown: no exchange rate to %2</source>
        <translation>
            <numerusform>%n 块以 %1 标价的 GPU 未显示：没有换算到 %2 的汇率</numerusform>
        </translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>build cost %1</source>
        <translation>整机价格 %1</translation>
    </message>
    <message>
        <source>TCO %1</source>
        <translation>总拥有成本 %1</translation>
    </message>
    <message>
        <source>Build cost (%1)</source>
        <translation>整机价格（%1）</translation>
    </message>
    <message>
        <source>%1 × %2
%3 %4, %5</source>
        <translation>%1 × %2
%3 %4，%5</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>购置 %1</translation>
    </message>
    <message>
        <source>energy over %1 years %2</source>
        <translation>%1 年电费 %2</translation>
    </message>
    <message numerus="yes">
        <source>Not like with like: %n part(s) of this build have no price in %1; every point leaves them out</source>
        <translation>
            <numerusform>无法同等比较：本配置有 %n 个部件没有 %1 价格；每个点都未计入它们</numerusform>
        </translation>
    </message>
    <message>
        <source>This build: cannot hold the workload</source>
        <translation>本配置：无法容纳该工作负载</translation>
    </message>
    <message>
        <source>Cannot hold the workload</source>
        <translation>无法容纳该工作负载</translation>
    </message>
    <message>
        <source>%1
%2 %3 (%4), %5 (%6 per 1000 %2), %7 GB</source>
        <translation>%1
%2 %3（%4），%5（每 1000 %2 %6），%7 GB</translation>
    </message>
    <message>
        <source>Cannot hold the workload: %1</source>
        <translation>无法容纳该工作负载：%1</translation>
    </message>
    <message>
        <source>Click to make the build&apos;s GPUs this model</source>
        <translation>点击把配置中的 GPU 换成此型号</translation>
    </message>
    <message>
        <source>%1 (this build: does not hold the workload)</source>
        <translation>%1（本配置：无法容纳该工作负载）</translation>
    </message>
    <message>
        <source>GPU (one of %1 planned)</source>
        <translation>GPU（计划 %1 块中的一块）</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
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
        <source>holds the workload</source>
        <translation>能容纳工作负载</translation>
    </message>
    <message>
        <source>why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>each of %1 GPUs: %2 placed, %3 planned later</source>
        <translation>共 %1 块 GPU 中的每一块：已安装 %2 块，计划以后添加 %3 块</translation>
    </message>
    <message>
        <source>%1 · %2 unmeasured</source>
        <translation>%1 · %2 个无实测</translation>
    </message>
    <message>
        <source>%1 of one GPU by price, GPUs of ≥ %2 GB</source>
        <translation>单块 GPU 的 %1 与价格，显存 ≥ %2 GB 的 GPU</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::ChassisScene</name>
    <message>
        <source>No case chosen: drop one here</source>
        <translation>未选择机箱：拖一个到这里</translation>
    </message>
    <message>
        <source>Case expansion opening %1 of %2</source>
        <translation>机箱扩展挡板位 %1 / %2</translation>
    </message>
    <message>
        <source>No motherboard: drop one here (ATX outline shown)</source>
        <translation>无主板：拖一块到这里（显示 ATX 轮廓）</translation>
    </message>
    <message>
        <source>CPU socket</source>
        <translation>CPU 插座</translation>
    </message>
    <message>
        <source>%1
%2 mm tall</source>
        <translation>%1
高 %2 mm</translation>
    </message>
    <message>
        <source>Memory slot %1</source>
        <translation>内存插槽 %1</translation>
    </message>
    <message>
        <source>No PSU</source>
        <translation>无电源</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Expected throttling loss per GPU</source>
        <translation>每块 GPU 的预计降频损失</translation>
    </message>
    <message>
        <source>Remove parts</source>
        <translation>移除部件</translation>
    </message>
    <message>
        <source>Drop the GPU on a PCIe slot.</source>
        <translation>请把 GPU 放到 PCIe 插槽上。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Move to slot</source>
        <translation>移到插槽</translation>
    </message>
    <message>
        <source>Slot %1</source>
        <translation>插槽 %1</translation>
    </message>
    <message>
        <source>Replace with %1</source>
        <translation>替换为 %1</translation>
    </message>
    <message>
        <source>slot %1 · x%2 · %3 % thermal loss</source>
        <translation>插槽 %1 · x%2 · 热损失 %3 %</translation>
    </message>
    <message>
        <source>Select one GPU to move (arrow keys walk through the parts).</source>
        <translation>请选中一块要移动的 GPU（方向键可在各部件间切换）。</translation>
    </message>
    <message>
        <source>The GPU in slot %1 is not in the catalog.</source>
        <translation>插槽 %1 中的 GPU 不在目录中。</translation>
    </message>
    <message>
        <source>Moved %1 from slot %2 to slot %3</source>
        <translation>已将 %1 从插槽 %2 移到插槽 %3</translation>
    </message>
    <message>
        <source>No slot above slot %1 takes this card.</source>
        <translation>插槽 %1 上方没有能装下这张卡的插槽。</translation>
    </message>
    <message>
        <source>No slot below slot %1 takes this card.</source>
        <translation>插槽 %1 下方没有能装下这张卡的插槽。</translation>
    </message>
    <message>
        <source>Replace with the GPU selected in the browser</source>
        <translation>替换为部件浏览器中选中的 GPU</translation>
    </message>
    <message>
        <source>GPU thermal loss</source>
        <translation>GPU 散热损失</translation>
    </message>
    <message>
        <source>Release to put %1 in slot %2</source>
        <translation>松开即可把 %1 放入插槽 %2</translation>
    </message>
    <message>
        <source>Set price…</source>
        <translation>设置价格…</translation>
    </message>
    <message>
        <source>Price: %1 (%2)</source>
        <translation>价格：%1（%2）</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Correct slot layout…</source>
        <translation>修正插槽布局…</translation>
    </message>
    <message>
        <source>Release to replace %1 in slot %2 with %3</source>
        <translation>松开即可将插槽 %2 中的 %1 替换为 %3</translation>
    </message>
    <message>
        <source>Not placed: %1</source>
        <translation>未放置：%1</translation>
    </message>
    <message>
        <source>%1 W, %2 12VHPWR cables</source>
        <translation>%1 W，%2 根 12VHPWR 线</translation>
    </message>
    <message>
        <source>%1 W, %2 PCIe + %3 12VHPWR cables</source>
        <translation>%1 W，%2 根 PCIe + %3 根 12VHPWR 线</translation>
    </message>
    <message>
        <source>%1 W, %2 PCIe cables</source>
        <translation>%1 W，%2 根 PCIe 线</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::ChassisView</name>
    <message>
        <source>The build to scale. Drop parts here; drag GPUs between slots. Keyboard: arrows select a part, Alt+Up/Down move the selected GPU, Delete removes, the menu key opens the part&apos;s menu.</source>
        <translation>按比例绘制的配置。把部件拖放到这里；在插槽之间拖动 GPU。键盘：方向键选择部件，Alt+上/下移动选中的 GPU，Delete 删除，菜单键打开该部件的菜单。</translation>
    </message>
    <message>
        <source>%1 — %2 × %3 mm</source>
        <translation>%1 — %2 × %3 毫米</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::CompareDialog</name>
    <message>
        <source>Compare builds</source>
        <translation>比较配置</translation>
    </message>
    <message>
        <source>Check 2 to 4 builds to compare</source>
        <translation>勾选 2 到 4 个配置进行比较</translation>
    </message>
    <message>
        <source>Add file…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Add builds</source>
        <translation>添加配置</translation>
    </message>
    <message>
        <source>Rigsmith builds (*.rigsmith)</source>
        <translation>Rigsmith 配置 (*.rigsmith)</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Check 2 to 4 builds (%1 checked).</source>
        <translation>请勾选 2 到 4 个配置（已勾选 %1 个）。</translation>
    </message>
    <message>
        <source>Cost against estimated throughput</source>
        <translation>成本与估计吞吐量</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 无法写入：%2</translation>
    </message>
    <message>
        <source>nothing to compare</source>
        <translation>没有可比较的内容</translation>
    </message>
    <message>
        <source>Rigsmith build comparison</source>
        <translation>Rigsmith 配置比较</translation>
    </message>
    <message>
        <source>Bold: best of the row. Shaded rows differ.</source>
        <translation>粗体：该行最佳。底色行：各配置不同。</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder does not accept new files</source>
        <translation>%1 无法写入：该文件夹不接受新文件</translation>
    </message>
    <message>
        <source>%1 cannot be written: it cannot be replaced</source>
        <translation>%1 无法写入：无法替换该文件</translation>
    </message>
    <message>
        <source>%1: %2 h/day, %3 %4/kWh, %5 years</source>
        <translation>%1：每天 %2 小时，%3 %4/kWh，%5 年</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n error(s), not ranked</source>
        <translation>
            <numerusform>%1
%n 个错误，不参与评比</numerusform>
        </translation>
    </message>
    <message>
        <source>Best of the compared builds without errors</source>
        <translation>无错误配置中的最佳</translation>
    </message>
    <message>
        <source>%1 cannot be written: it is the build file of %2, which the export would replace</source>
        <translation>无法写入 %1：它是 %2 的配置文件，导出会将其覆盖</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1: not checked against the catalog yet (it is still being read)</source>
        <translation>%1：尚未与部件目录核对（目录仍在读取中）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1（%2）
%3</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Cost against estimated throughput: the builds run different kinds of workload, so none is drawn</source>
        <translation>价格与估算吞吐量：各配置的工作负载类型不同，因此不绘制</translation>
    </message>
    <message>
        <source>Cost against estimated throughput (not drawn, no price or no estimate: %1)</source>
        <translation>价格与估算吞吐量（未绘制，无价格或无估算：%1）</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::DriftDialog</name>
    <message>
        <source>The catalog has changed</source>
        <translation>部件目录已变化</translation>
    </message>
    <message>
        <source>%1 was saved with part data that differs from the catalog now. Check the parts to update; the others keep the values saved in the file.</source>
        <translation>%1 保存时的部件数据与当前目录不同。勾选要更新的部件；其余部件保留文件中保存的数值。</translation>
    </message>
    <message>
        <source>%1: price %2 → %3</source>
        <translation>%1：价格 %2 → %3</translation>
    </message>
    <message>
        <source>%1: specification changed in the catalog</source>
        <translation>%1：目录中的规格已变更</translation>
    </message>
    <message>
        <source>%1: no longer in the catalog (kept as saved)</source>
        <translation>%1：目录中已没有（按保存的数值保留）</translation>
    </message>
    <message>
        <source>Update checked parts</source>
        <translation>更新勾选的部件</translation>
    </message>
    <message>
        <source>Keep saved values</source>
        <translation>保留保存的数值</translation>
    </message>
    <message>
        <source>%1: the catalog lists this part once now, as %2</source>
        <translation>%1：部件目录现在只列出此部件一次，名为 %2</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::ExchangeRatesDialog</name>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Your own rates, each with the day you took it: 1 unit of the first currency is worth the rate in the second. Rigsmith looks nothing up: a price in a currency with no rate to the build&apos;s (%1) counts as unpriced.</source>
        <translation>你自己的汇率，各带取用日期：1 单位第一种货币等于第二种货币的“汇率”数。Rigsmith 不会联网查询：没有换算到本配置货币（%1）汇率的价格按无价格计。</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>&amp;Add rate</source>
        <translation>添加汇率(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove rate</source>
        <translation>删除汇率(&amp;R)</translation>
    </message>
    <message>
        <source>Row %1: a second rate between %2 and %3</source>
        <translation>第 %1 行：%2 与 %3 之间的第二个汇率</translation>
    </message>
    <message>
        <source>Row %1: %2 → %3 at %4 is not a rate (two different currency codes and a rate above zero)</source>
        <translation>第 %1 行：%2 → %3 按 %4 不是有效汇率（需要两个不同的货币代码和大于零的汇率）</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::FindingsModel</name>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>slots %1</source>
        <translation>插槽 %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决办法：%1</translation>
    </message>
    <message>
        <source>%1

Fix: %2

%3</source>
        <translation>%1

解决办法：%2

%3</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::FindingsPanel</name>
    <message>
        <source>What the guide&apos;s rules say about this build; select one to see the parts it concerns</source>
        <translation>指南规则对此配置的判断；选中一条可查看相关部件</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::FrontChart</name>
    <message>
        <source>Search to see the builds on the front here.</source>
        <translation>搜索后，前沿上的配置显示在这里。</translation>
    </message>
    <message>
        <source>No build qualifies.</source>
        <translation>没有符合条件的配置。</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>%1 against price: every build on the front passes the rules</source>
        <translation>%1 与价格：前沿上的每个配置都通过了规则检查</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::FrontModel</name>
    <message>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 / 共 %2</translation>
    </message>
    <message>
        <source>%1
Price: %2
Throughput: %3
GPUs: %4</source>
        <translation>%1
价格：%2
吞吐量：%3
GPU：%4</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>任务 %1：%2</translation>
    </message>
    <message>
        <source>The primary job&apos;s throughput</source>
        <translation>主要任务的吞吐量</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>What binds</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Value map</source>
        <translation>性价比图</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::LayoutPreview</name>
    <message>
        <source>Slot layout preview</source>
        <translation>插槽布局预览</translation>
    </message>
    <message>
        <source>x%1 (x%2) · Gen %3 · %4</source>
        <translation>x%1 (x%2) · 第 %3 代 · %4</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>x%1 with a card in %2</source>
        <translation>%2 中有卡时为 x%1</translation>
    </message>
    <message>
        <source>connector wired to the CPU</source>
        <translation>接到 CPU 的接口</translation>
    </message>
    <message>
        <source>connector wired to the chipset</source>
        <translation>接到芯片组的接口</translation>
    </message>
    <message>
        <source>electrical lanes</source>
        <translation>电气通道</translation>
    </message>
    <message>
        <source>a slot with a problem</source>
        <translation>有问题的插槽</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::LlmFields</name>
    <message>
        <source>Experts in system memory</source>
        <translation>专家放在系统内存中</translation>
    </message>
    <message>
        <source>By size (Llama-shaped)</source>
        <translation>按参数量（Llama 结构）</translation>
    </message>
    <message>
        <source>%1 (MoE, %2 B of %3 B active)</source>
        <translation>%1（MoE，%3 B 中激活 %2 B）</translation>
    </message>
    <message>
        <source>A published model&apos;s shape: its layers, KV heads, experts and sliding windows set memory and speed</source>
        <translation>已公布模型的结构：其层数、KV 头、专家和滑动窗口决定显存与速度</translation>
    </message>
    <message>
        <source>One user</source>
        <translation>单用户</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <source>A server batching this many sequences at once (vLLM, TensorRT-LLM, SGLang, llama.cpp&apos;s server); every one holds its KV cache</source>
        <translation>同时批处理这么多序列的服务器（vLLM、TensorRT-LLM、SGLang、llama.cpp 服务器）；每个序列都占用自己的 KV 缓存</translation>
    </message>
    <message>
        <source>What the KV cache is stored in; the engines offer different formats</source>
        <translation>KV 缓存的存储格式；各引擎提供的格式不同</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>The prompt a request brings: sets the time to the first token</source>
        <translation>请求带来的提示词：决定首个 token 的等待时间</translation>
    </message>
    <message>
        <source>Frameworks differ several times in activation memory; the estimate follows each one&apos;s published measurements</source>
        <translation>各框架的激活显存相差数倍；估算依据各自公布的测量值</translation>
    </message>
    <message>
        <source>llama.cpp keeps the routed experts in system memory and runs them on the CPU: little GPU memory, speed bound by the memory bandwidth</source>
        <translation>llama.cpp 把路由专家放在系统内存中并在 CPU 上运行：占用显存少，速度受内存带宽限制</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Served to</source>
        <translation>服务对象</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Set by the model chosen above</source>
        <translation>由上方所选模型决定</translation>
    </message>
    <message>
        <source>Fused cross-entropy (Liger Kernel)</source>
        <translation>融合交叉熵（Liger Kernel）</translation>
    </message>
    <message>
        <source>The loss computed with the output layer in chunks (use_liger_kernel=True in Transformers or TRL): no token&apos;s logits held whole in 32 bits</source>
        <translation>损失与输出层一起分块计算（在 Transformers 或 TRL 中设 use_liger_kernel=True）：不再以 32 位完整保存每个 token 的 logits</translation>
    </message>
    <message>
        <source>Every layer</source>
        <translation>所有层</translation>
    </message>
    <message>
        <source>First </source>
        <translation>前 </translation>
    </message>
    <message>
        <source> layers</source>
        <translation> 层</translation>
    </message>
    <message>
        <source>Only the first N layers&apos; experts in system memory, the other layers&apos; on the GPUs (llama.cpp&apos;s --n-cpu-moe N): faster where the GPUs have room</source>
        <translation>只把前 N 层的专家放在系统内存，其余层的专家留在 GPU 上（llama.cpp 的 --n-cpu-moe N）：GPU 显存有余量时更快</translation>
    </message>
    <message>
        <source>Experts in RAM</source>
        <translation>内存中的专家</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::MainWindow</name>
    <message>
        <source>Rigsmith builds (*.rigsmith);;All files (*)</source>
        <translation>Rigsmith 配置 (*.rigsmith);;所有文件 (*)</translation>
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
        <source>%1[*] — Rigsmith</source>
        <translation>%1[*] — Rigsmith</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
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
        <source>An empty build. Drag parts from the browser onto the chassis (or select one and press Enter), or start from File ▸ New from template.</source>
        <translation>空配置。从浏览器把部件拖到机箱上（或选中后按 Enter），也可以从“文件 ▸ 从模板新建”开始。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Workload and environment</source>
        <translation>工作负载与使用环境</translation>
    </message>
    <message>
        <source>New from &amp;template</source>
        <translation>从模板新建(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove the selected parts from the build</source>
        <translation>从配置中移除所选部件</translation>
    </message>
    <message>
        <source>&amp;Add selected part</source>
        <translation>添加所选部件(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>New build from the template &quot;%1&quot;</source>
        <translation>已从模板“%1”新建配置</translation>
    </message>
    <message>
        <source>Swap GPUs</source>
        <translation>更换 GPU</translation>
    </message>
    <message>
        <source>Replace the build&apos;s GPUs (%1) with %2?</source>
        <translation>将配置中的 GPU（%1 块）替换为 %2？</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>%1 is not a GPU in the catalog.</source>
        <translation>%1 不是目录中的 GPU。</translation>
    </message>
    <message>
        <source>Swap GPUs to %1</source>
        <translation>将 GPU 更换为 %1</translation>
    </message>
    <message>
        <source>Cannot swap to %1: %2</source>
        <translation>无法更换为 %1：%2</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Discard the changes since the last save</source>
        <translation>放弃上次保存以来的更改</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Builds…</source>
        <translation>配置(&amp;B)…</translation>
    </message>
    <message>
        <source>Compare 2–4 open or saved builds side by side</source>
        <translation>并排比较 2–4 个已打开或已保存的配置</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Update parts from the catalog</source>
        <translation>从目录更新部件</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Discard the changes to %1?</source>
        <translation>放弃对 %1 的更改？</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Rigsmith did not close properly. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation>Rigsmith 上次未正常关闭。%2 时对 %1 未保存的更改已保留。要恢复吗？</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Build sheet written to %1</source>
        <translation>配置单已写入 %1</translation>
    </message>
    <message>
        <source>Move GPU &amp;up a slot</source>
        <translation>GPU 上移一个插槽(&amp;U)</translation>
    </message>
    <message>
        <source>Move GPU do&amp;wn a slot</source>
        <translation>GPU 下移一个插槽(&amp;W)</translation>
    </message>
    <message>
        <source>Select a GPU in the chassis (arrow keys walk through the parts), then move it to the nearest slot that takes it</source>
        <translation>在机箱中选中一块 GPU（方向键可在各部件间切换），再把它移到最近的可用插槽</translation>
    </message>
    <message>
        <source>&amp;Find a part</source>
        <translation>查找部件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>下一个窗格(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>上一个窗格(&amp;P)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n part(s) differ from the catalog now</source>
        <translation>
            <numerusform>%1：%n 个部件与当前目录不同</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put the panels back where they were at first</source>
        <translation>把各面板放回最初的位置</translation>
    </message>
    <message>
        <source>Reading the parts catalog…</source>
        <translation>正在读取部件目录…</translation>
    </message>
    <message>
        <source>A copy of unsaved work could not be recovered: %1. It was kept as %2.</source>
        <translation>一份未保存工作的副本无法恢复：%1。它已保留为 %2。</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>配置(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>属性(&amp;P)…</translation>
    </message>
    <message>
        <source>The build&apos;s name and notes</source>
        <translation>配置的名称和备注</translation>
    </message>
    <message>
        <source>&amp;Exchange rates…</source>
        <translation>汇率(&amp;E)…</translation>
    </message>
    <message>
        <source>Your own dated exchange rates, used to convert prices into the build&apos;s currency</source>
        <translation>你自己设定并注明日期的汇率，用于把价格换算成配置的货币</translation>
    </message>
    <message numerus="yes">
        <source>%n exchange rate(s) saved</source>
        <translation>
            <numerusform>已保存 %n 个汇率</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes to learn from: four open-air RTX 4090s</source>
        <translation>从错误中学习：四块开放式散热 RTX 4090</translation>
    </message>
    <message>
        <source>Deliberate mistakes to learn from. Four thick open-air RTX 4090s in a board whose slots are two apart: each card covers the next (three collisions), the last one needs more slot openings than the case has, and open-air fans side by side choke each other. 1600 W is far below the guide&apos;s 2288 W minimum, the PSU lacks connectors for four cards, and the draw is more than a 120 V / 15 A circuit carries. Fix them one at a time and watch the findings go.</source>
        <translation>故意犯错、用来学习的配置。四块很厚的开放式散热 RTX 4090 插在插槽间隔两个位置的主板上：每块卡都挡住下一块（三处碰撞），最后一块需要的挡板开口比机箱多，开放式风扇挨在一起互相闷热。1600 W 远低于指南的 2288 W 最低值，电源的接口不够四块卡用，整机功耗也超过 120 V / 15 A 电路的承载能力。逐一修正，看着检查结果一条条消失。</translation>
    </message>
    <message>
        <source>Good: four blower GPUs, the guide&apos;s way</source>
        <translation>好配置：按指南的方式用四块涡轮散热 GPU</translation>
    </message>
    <message>
        <source>A good 4-GPU build to start from. Blower cards blow their heat out of the back, so four of them can sit one slot apart (the guide: 10–15 % slower than a single card, where open-air cards side by side lose about 30 %). The Threadripper 3960X gives every card x16 or x8 lanes and 12 threads each; 128 GB of RAM is more than the cards&apos; 44 GB; the 1600 W PSU is above the guide&apos;s 1408 W minimum. The one warning is real: on a 120 V / 15 A circuit the box needs an outlet to itself.</source>
        <translation>一个值得作为起点的 4 GPU 好配置。涡轮（blower）卡把热量从机箱后部排出，所以四块卡可以只隔一个插槽（指南：比单卡慢 10–15 %，而紧挨着的开放式散热卡约慢 30 %）。Threadripper 3960X 给每块卡 x16 或 x8 通道和各 12 个线程；128 GB 内存多于显卡的 44 GB；1600 W 电源高于指南的 1408 W 最低值。唯一的警告是真实的：在 120 V / 15 A 电路上，这台机器需要独占一个插座。</translation>
    </message>
    <message>
        <source>Good: one budget GPU to learn on</source>
        <translation>好配置：入门学习用的单块经济型 GPU</translation>
    </message>
    <message>
        <source>A good first build for Kaggle and courses: one RTX 3060 with 12 GB of memory, a Ryzen 5 on a B650 board, 32 GB of RAM and a 750 W PSU with room for a bigger card later. The one piece of advice asks whether 2 TB holds your datasets.</source>
        <translation>适合 Kaggle 和课程的第一台好配置：一块 12 GB 显存的 RTX 3060、B650 主板上的 Ryzen 5、32 GB 内存，以及一个以后可换更大显卡的 750 W 电源。唯一的建议是问 2 TB 是否装得下你的数据集。</translation>
    </message>
    <message>
        <source>Mistakes to learn from: four water-cooled RTX 3090s</source>
        <translation>从错误中学习：四块水冷 RTX 3090</translation>
    </message>
    <message>
        <source>Deliberate mistakes to learn from, in a big Threadripper box for large transformers. Water-cooled cards may sit side by side, but each needs a radiator mount; the catalog does not know this ATX case&apos;s mounts (check its specification), and it does not take the E-ATX board. The 1600 W PSU is below the guide&apos;s 1848 W minimum for four 350 W cards and spikes past it; the server (registered) memory does not run on this desktop board. The water cooling itself is sound: no throttling.</source>
        <translation>故意犯错、用来学习的配置：一台用于大型 Transformer 的 Threadripper 大机箱。水冷卡可以紧挨着插，但每块都需要一个冷排安装位；目录不知道这个 ATX 机箱有几个冷排安装位（请查看它的规格），而且它装不下 E-ATX 主板。1600 W 电源低于指南对四块 350 W 显卡要求的 1848 W 最低值，瞬时峰值更会超过它；服务器（带寄存器的 RDIMM）内存不能在这块桌面主板上运行。水冷本身没问题：不会降频。</translation>
    </message>
    <message>
        <source>Set price of %1</source>
        <translation>设置 %1 的价格</translation>
    </message>
    <message>
        <source>Your price of %1: %2. Edit ▸ Undo takes it back.</source>
        <translation>你为 %1 设置的价格：%2。“编辑 ▸ 撤销”可收回。</translation>
    </message>
    <message>
        <source>&amp;Import prices…</source>
        <translation>导入价格(&amp;I)…</translation>
    </message>
    <message>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <source>Your own prices cannot be kept in this session (see the catalog&apos;s problems).</source>
        <translation>本次会话无法保存你自己的价格（见部件目录的问题）。</translation>
    </message>
    <message>
        <source>No prices to set.</source>
        <translation>没有要设置的价格。</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 is not in the catalog; only catalog parts take your prices.</source>
        <translation>%1 不在目录中；只有目录部件可以设置你的价格。</translation>
    </message>
    <message numerus="yes">
        <source>Import %n price(s) from %1</source>
        <translation>
            <numerusform>从 %1 导入 %n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price(s) from %1. Edit ▸ Undo takes them back.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个价格。“编辑 ▸ 撤销”可收回。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in the parts catalog; only catalog boards can be corrected</source>
        <translation>%1 不在部件目录中；只能修正目录中的主板</translation>
    </message>
    <message>
        <source>Slot layout of %1 saved in your custom parts file</source>
        <translation>%1 的插槽布局已保存到你的自定义部件文件</translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation>无法读取 %1：它%2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import of %1 cancelled; no price was changed.</source>
        <translation>已取消导入 %1；没有价格被更改。</translation>
    </message>
    <message>
        <source>&amp;Suggest builds…</source>
        <translation>推荐配置(&amp;S)…</translation>
    </message>
    <message>
        <source>The best complete builds from the catalog for a workload and a budget</source>
        <translation>按工作负载和预算从目录中找出最佳完整配置</translation>
    </message>
    <message>
        <source>Opened the suggestion &quot;%1&quot; as a new build</source>
        <translation>已将推荐“%1”作为新配置打开</translation>
    </message>
    <message>
        <source>New build from the template &quot;%1&quot;; %2</source>
        <translation>已从模板“%1”新建配置；%2</translation>
    </message>
    <message>
        <source>Shopping list written to %1</source>
        <translation>购物清单已写入 %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>untitled-build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.txt *.md *.html);;All files (*)</source>
        <translation>价格清单 (*.csv *.txt *.md *.html);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Your own prices from a CSV file with the header part,price,currency,date,shop, a shopping list Rigsmith wrote, or a PCPartPicker list</source>
        <translation>你自己的价格，来自表头为 part,price,currency,date,shop 的 CSV 文件、Rigsmith 写出的购物清单，或 PCPartPicker 清单</translation>
    </message>
    <message>
        <source>Import PCPartPicker &amp;list…</source>
        <translation>导入 PCPartPicker 清单(&amp;L)…</translation>
    </message>
    <message>
        <source>Prices from a PCPartPicker list (a file or pasted text), each line&apos;s catalog part shown and open to change before anything is stored</source>
        <translation>来自 PCPartPicker 清单（文件或粘贴的文本）的价格；保存之前显示每行对应的目录部件，并可更改</translation>
    </message>
    <message>
        <source>a PCPartPicker list</source>
        <translation>一份 PCPartPicker 清单</translation>
    </message>
    <message>
        <source>NVLink &amp;bridge</source>
        <translation>NVLink 桥(&amp;B)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The cards talk over PCIe</source>
        <translation>显卡之间经 PCIe 通信</translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation>无价格记录</translation>
    </message>
    <message>
        <source>%1 (fits the cards&apos; slots)</source>
        <translation>%1（与两卡插槽相符）</translation>
    </message>
    <message>
        <source>%1-slot spacing; %2; source: %3</source>
        <translation>%1 槽间距；%2；来源：%3</translation>
    </message>
    <message>
        <source>%1 (made for other cards)</source>
        <translation>%1（为其他显卡设计）</translation>
    </message>
    <message>
        <source>No GPU in the build</source>
        <translation>配置中没有 GPU</translation>
    </message>
    <message>
        <source>No NVLink bridge is made for the %1</source>
        <translation>没有为 %1 设计的 NVLink 桥</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartListEditor</name>
    <message>
        <source>Add from the catalog…</source>
        <translation>从目录添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartListImportDialog</name>
    <message>
        <source>left out: not a kind of part the catalog holds</source>
        <translation>未纳入：目录中没有这类部件</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>你的选择</translation>
    </message>
    <message>
        <source>none (your choice)</source>
        <translation>无（你的选择）</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>close: check it</source>
        <translation>相近：请核对</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Import PCPartPicker list</source>
        <translation>导入 PCPartPicker 清单</translation>
    </message>
    <message>
        <source>Paste a PCPartPicker list here (its text, Markdown or HTML export: Markup ▸ copy on the list&apos;s page), or open a file that holds one.</source>
        <translation>在此粘贴 PCPartPicker 清单（其文本、Markdown 或 HTML 导出：清单页面上的 Markup ▸ 复制），或打开含有清单的文件。</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Open a PCPartPicker list</source>
        <translation>打开 PCPartPicker 清单</translation>
    </message>
    <message>
        <source>Part lists (*.txt *.md *.html *.htm);;All files (*)</source>
        <translation>部件清单 (*.txt *.md *.html *.htm);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation>无法读取 %1：它%2</translation>
    </message>
    <message>
        <source>PCPartPicker Part List: https://pcpartpicker.com/list/…</source>
        <translation>PCPartPicker Part List: https://pcpartpicker.com/list/…</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>清单中的名称</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Catalog part</source>
        <translation>目录部件</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <source>No list yet.</source>
        <translation>还没有清单。</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>paid %1 (owned)</source>
        <translation>已付 %1（已拥有）</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>已拥有</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，在 %2</translation>
    </message>
    <message>
        <source>none: leave this line out</source>
        <translation>无：不纳入此行</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) in %1 of %2 to import; </source>
        <translation>
            <numerusform>将导入 %n 个以 %1 计、日期为 %2 的价格；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left out (owned, no price, no catalog part, or a kind the catalog does not hold).</source>
        <translation>
            <numerusform>%n 行未纳入（已拥有、无价格、无目录部件，或目录中没有该类别）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) matched by a close name: check the catalog part, or choose another.</source>
        <translation>
            <numerusform>%n 行按相近名称匹配：请核对目录部件，或选择其他部件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartPicker</name>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Words of the name, e.g. 3090 founders</source>
        <translation>名称中的词，例如 3090 founders</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>No parts catalog is open.</source>
        <translation>没有打开部件目录。</translation>
    </message>
    <message>
        <source>Reading the catalog…</source>
        <translation>正在读取目录…</translation>
    </message>
    <message>
        <source>No part matches.</source>
        <translation>没有匹配的部件。</translation>
    </message>
    <message>
        <source>The first %1 matches: type more words to narrow them.</source>
        <translation>前 %1 个匹配项：输入更多词以缩小范围。</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) match.</source>
        <translation>
            <numerusform>%n 个部件匹配。</numerusform>
        </translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>已添加：%1</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartTableModel</name>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Maker and model</source>
        <translation>厂商与型号</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>Rated board power</source>
        <translation>额定板卡功耗</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>Width in expansion slots</source>
        <translation>占用的扩展槽位宽度</translation>
    </message>
    <message>
        <source>Length mm</source>
        <translation>长度 mm</translation>
    </message>
    <message>
        <source>Card length</source>
        <translation>显卡长度</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Blower, open-air (fans), hybrid, water block or passive</source>
        <translation>涡轮、开放式（风扇）、混合、水冷头或被动散热</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Base GHz</source>
        <translation>基础 GHz</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>PCIe lanes for expansion slots</source>
        <translation>供扩展插槽使用的 PCIe 通道</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>版型</translation>
    </message>
    <message>
        <source>x16 slots</source>
        <translation>x16 插槽</translation>
    </message>
    <message>
        <source>Slots a full-size GPU fits</source>
        <translation>可安装全尺寸 GPU 的插槽</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Kit total</source>
        <translation>套装总容量</translation>
    </message>
    <message>
        <source>Kit</source>
        <translation>套装</translation>
    </message>
    <message>
        <source>MT/s</source>
        <translation>MT/s</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>80 PLUS</source>
        <translation>80 PLUS</translation>
    </message>
    <message>
        <source>PCIe cables</source>
        <translation>PCIe 线</translation>
    </message>
    <message>
        <source>6+2-pin PCIe cables</source>
        <translation>6+2-pin PCIe 线</translation>
    </message>
    <message>
        <source>12VHPWR</source>
        <translation>12VHPWR</translation>
    </message>
    <message>
        <source>Expansion slot openings</source>
        <translation>扩展挡板位</translation>
    </message>
    <message>
        <source>GPU mm</source>
        <translation>显卡 mm</translation>
    </message>
    <message>
        <source>Longest GPU it takes</source>
        <translation>可容纳的最长显卡</translation>
    </message>
    <message>
        <source>Radiators</source>
        <translation>冷排</translation>
    </message>
    <message>
        <source>Radiator mounts</source>
        <translation>冷排安装位</translation>
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
        <source>Height mm</source>
        <translation>高度 mm</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>读取 MB/s</translation>
    </message>
    <message>
        <source>Typical sequential read for the interface</source>
        <translation>该接口的典型顺序读取速度</translation>
    </message>
    <message>
        <source>Estimated (≈): %1</source>
        <translation>估计值（≈）：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>The GPU model the card is built on</source>
        <translation>这张卡所基于的 GPU 型号</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>How sure the slot layout is: verified openings, verified slots and lanes, unverified, or derived from the slot list</source>
        <translation>插槽布局的可信程度：开口已核实、插槽和通道已核实、未核实，或由插槽列表推算</translation>
    </message>
    <message>
        <source>Price: %1 (%2)</source>
        <translation>价格：%1（%2）</translation>
    </message>
    <message>
        <source>Double-click or press F2 to enter your own price; right-click for its date and shop</source>
        <translation>双击或按 F2 输入你自己的价格；右键可设置日期和商店</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>One card&apos;s estimated training speed on a ResNet-50-class vision model in 16-bit, from published measurements (the workload panel estimates other workloads); empty where the card has no measured basis</source>
        <translation>单卡以 16 位训练 ResNet-50 级视觉模型的估计速度，依据已发表的实测（其他工作负载请在工作负载面板中估算）；没有实测依据的卡留空</translation>
    </message>
    <message>
        <source>In %1, the build&apos;s currency (≈: converted at your exchange rate); snapshot, launch or your own price, see the cell&apos;s tooltip</source>
        <translation>以 %1（配置所用货币）表示（≈：按你的汇率换算）；快照价、首发价或你自己的价格，详见单元格提示</translation>
    </message>
    <message>
        <source>Images/s per 1000 %1</source>
        <translation>每 1000 %1 的图像/秒</translation>
    </message>
    <message>
        <source>Images/s per 1000 %1 of the card&apos;s price</source>
        <translation>显卡价格每 1000 %1 对应的图像/秒</translation>
    </message>
    <message>
        <source>Shown in %1 at your exchange rate</source>
        <translation>按你的汇率以 %1 显示</translation>
    </message>
    <message>
        <source>No exchange rate from %1 to %2: set one in Build ▸ Exchange rates…</source>
        <translation>没有从 %1 到 %2 的汇率：请在“配置 ▸ 汇率…”中设置</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>One card&apos;s estimated %1 on the build&apos;s workload (%2), from published measurements, before heat and links; empty where one card cannot hold the job, where experts kept in system memory set the pace, or where the card has no measured basis</source>
        <translation>单卡在本配置工作负载（%2）上的估算%1，依据已发表的实测，未计散热与互连；单卡装不下该任务、专家放在系统内存中决定速度、或该卡无实测依据时为空</translation>
    </message>
    <message>
        <source>Tokens/s per 1000 %1</source>
        <translation>每 1000 %1 的 token/秒</translation>
    </message>
    <message>
        <source>Tokens/s per 1000 %1 of the card&apos;s price</source>
        <translation>显卡价格每 1000 %1 对应的 token/秒</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartsBrowser</name>
    <message>
        <source>Blower coolers only</source>
        <translation>仅涡轮散热</translation>
    </message>
    <message>
        <source>Fits this build</source>
        <translation>适合此配置</translation>
    </message>
    <message>
        <source>Which kind of part to browse</source>
        <translation>要浏览的部件类型</translation>
    </message>
    <message>
        <source>Search: words that start part names, e.g. &quot;rtx 40&quot;</source>
        <translation>搜索：部件名称中词语的开头，例如“rtx 40”</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>At least this much memory (GPU memory, or a memory kit&apos;s total)</source>
        <translation>至少这么多内存（GPU 显存，或内存套装总量）</translation>
    </message>
    <message>
        <source>Only parts that fit the parts already chosen (socket, memory type, size, power)</source>
        <translation>只显示与已选部件兼容的部件（插座、内存类型、尺寸、功率）</translation>
    </message>
    <message>
        <source>Drag a part onto the chassis, or press Enter to add it where it first fits</source>
        <translation>把部件拖到机箱上，或按 Enter 将其添加到第一个合适的位置</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 of %2 parts</source>
        <translation>%1 / %2 个部件</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>版型</translation>
    </message>
    <message>
        <source>CPUs, motherboards and coolers for this socket</source>
        <translation>适用于此插座的 CPU、主板和散热器</translation>
    </message>
    <message>
        <source>Motherboards of this form factor, or cases that take it</source>
        <translation>此版型的主板，或能容纳它的机箱</translation>
    </message>
    <message>
        <source>Reading the parts catalog</source>
        <translation>正在读取部件目录</translation>
    </message>
    <message>
        <source>Reading the parts catalog…</source>
        <translation>正在读取部件目录…</translation>
    </message>
    <message>
        <source>Add to the build</source>
        <translation>添加到配置</translation>
    </message>
    <message>
        <source>Set price…</source>
        <translation>设置价格…</translation>
    </message>
    <message>
        <source>Correct slot layout…</source>
        <translation>修正插槽布局…</translation>
    </message>
    <message>
        <source>At most this price in %1, the build&apos;s currency (parts without a price, or in a currency without an exchange rate, are hidden)</source>
        <translation>价格不高于此值，以 %1（配置所用货币）计（没有价格、或所用货币没有汇率的部件会被隐藏）</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PriceImportDialog</name>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Price now</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>新价格</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>商店</translation>
    </message>
    <message>
        <source>Why it cannot be read</source>
        <translation>无法读取的原因</translation>
    </message>
    <message>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1
Now: %2</source>
        <translation>%1
当前：%2</translation>
    </message>
    <message>
        <source>Rows that cannot be read</source>
        <translation>无法读取的行</translation>
    </message>
    <message>
        <source>%1 cannot be read as a price list: %2. Nothing is imported.</source>
        <translation>%1 无法作为价格表读取：%2。未导入任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) match catalog parts; </source>
        <translation>
            <numerusform>%1：%n 行与目录部件匹配；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) cannot be read. Nothing is imported until every row can: fix them in the file and import it again.</source>
        <translation>
            <numerusform>%n 行无法读取。在每一行都能读取之前不会导入任何内容：请在文件中改正后重新导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no prices to import.</source>
        <translation>%1 中没有可导入的价格。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) to import into your prices. Undo takes them back.</source>
        <translation>
            <numerusform>%1：将把 %n 个价格导入你的价格。撤销可收回。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Why it is left out</source>
        <translation>未纳入的原因</translation>
    </message>
    <message>
        <source>Lines left out</source>
        <translation>未纳入的行</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SetPriceDialog</name>
    <message>
        <source>Set price</source>
        <translation>设置价格</translation>
    </message>
    <message>
        <source>Now: %1 (%2)</source>
        <translation>当前：%1（%2）</translation>
    </message>
    <message>
        <source>Now: no price</source>
        <translation>当前：无价格</translation>
    </message>
    <message>
        <source>enter a price</source>
        <translation>请输入价格</translation>
    </message>
    <message>
        <source>What the part costs, above zero</source>
        <translation>部件的价格，大于零</translation>
    </message>
    <message>
        <source>Three-letter currency code, such as EUR</source>
        <translation>三个字母的货币代码，例如 EUR</translation>
    </message>
    <message>
        <source>The day the price was seen; a price over a year old is marked as old</source>
        <translation>看到该价格的日期；超过一年的价格会标为旧价格</translation>
    </message>
    <message>
        <source>where, e.g. a shop&apos;s name or web address</source>
        <translation>来源，例如商店名称或网址</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>商店</translation>
    </message>
    <message>
        <source>Enter a price above zero.</source>
        <translation>请输入大于零的价格。</translation>
    </message>
    <message>
        <source>The currency is a three-letter code, such as EUR.</source>
        <translation>货币是三个字母的代码，例如 EUR。</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SettingsPanel</name>
    <message>
        <source>On the fly needs 4 CPU threads per GPU, offline 2</source>
        <translation>实时预处理每块 GPU 需要 4 个 CPU 线程，离线预处理需要 2 个</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>GPUs you plan to add later; the board needs slots for them</source>
        <translation>以后计划添加的 GPU；主板需要为它们预留插槽</translation>
    </message>
    <message>
        <source> h/day</source>
        <translation> 小时/天</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>The wall circuit the build plugs into; it carries 80 % of volts × amps continuously</source>
        <translation>整机所接的墙插电路；持续负载能力为电压 × 电流的 80 %</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>GPUs planned later</source>
        <translation>以后计划添加的 GPU</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>使用环境</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>每 kWh 电价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>Use for</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>Wall circuit</source>
        <translation>墙插电路</translation>
    </message>
    <message>
        <source>Volts</source>
        <translation>电压</translation>
    </message>
    <message>
        <source>Amps</source>
        <translation>电流</translation>
    </message>
    <message>
        <source>The drive the training data is read from: blocking reads are judged on it</source>
        <translation>读取训练数据的硬盘：阻塞读取按它判断</translation>
    </message>
    <message>
        <source>Data drive</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>Automatic (fastest drive the dataset fits on)</source>
        <translation>自动（能容纳数据集的最快硬盘）</translation>
    </message>
    <message>
        <source>Asynchronous loading</source>
        <translation>异步加载数据</translation>
    </message>
    <message>
        <source>The data loader overlaps reading with compute (pinned memory, prefetching)</source>
        <translation>数据加载与计算重叠进行（锁页内存、预取）</translation>
    </message>
    <message>
        <source>Exchange rates…</source>
        <translation>汇率…</translation>
    </message>
    <message>
        <source>The build&apos;s one currency: parts, energy and the budget are shown in it; prices in other currencies are converted at your exchange rates</source>
        <translation>配置的唯一货币：部件、电费和预算都以它显示；其他货币的价格按你的汇率换算</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>What you mean to spend on parts; the summary shows how far over or under it the build is</source>
        <translation>你打算在部件上花的钱；概要显示配置超出或低于预算多少</translation>
    </message>
    <message>
        <source>Your own dated exchange rates, used to convert prices into the build&apos;s currency</source>
        <translation>你自己设定并注明日期的汇率，用于把价格换算成配置的货币</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Apply preset %1</source>
        <translation>应用预设“%1”</translation>
    </message>
    <message>
        <source>The jobs the build is planned for: the primary is the one the summary shows first and the advisor optimises; every other one must fit too</source>
        <translation>这台机器计划运行的任务：主要任务显示在摘要最前面，也是配置顾问优化的目标；其他每个任务也必须装得下</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Plan the build for another job as well (a copy of this one to change)</source>
        <translation>让这台机器也运行另一个任务（先复制当前任务，再修改）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Stop planning the build for this job</source>
        <translation>不再为这个任务规划这台机器</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>设为主要</translation>
    </message>
    <message>
        <source>Make this job the primary one: the figures and the advisor follow it</source>
        <translation>把这个任务设为主要任务：各项数字和配置顾问都以它为准</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>工作列表</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>添加工作负载</translation>
    </message>
    <message>
        <source>Remove workload %1</source>
        <translation>移除工作负载 %1</translation>
    </message>
    <message>
        <source>Make %1 the primary workload</source>
        <translation>把 %1 设为主要工作负载</translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>主要：%1</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SheetActions</name>
    <message>
        <source>E&amp;xport build sheet (PDF)…</source>
        <translation>导出配置单 (PDF)(&amp;X)…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Write the build sheet — parts, chassis drawing, findings, power, charts — as a PDF</source>
        <translation>将配置单（部件、机箱图、检查结果、功率、图表）写为 PDF</translation>
    </message>
    <message>
        <source>See the build sheet page by page before printing</source>
        <translation>打印前逐页查看配置单</translation>
    </message>
    <message>
        <source>Export build sheet</source>
        <translation>导出配置单</translation>
    </message>
    <message>
        <source>build-sheet</source>
        <translation>配置单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Page size of the build sheet</source>
        <translation>配置单的纸张大小</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>纸张大小：</translation>
    </message>
    <message>
        <source>Build sheet preview</source>
        <translation>配置单预览</translation>
    </message>
    <message>
        <source>Print build sheet</source>
        <translation>打印配置单</translation>
    </message>
    <message>
        <source>%1 is the build file this sheet is made from; the PDF would replace it. Choose another name.</source>
        <translation>%1 是生成此配置单的配置文件；PDF 会将其覆盖。请换一个文件名。</translation>
    </message>
    <message>
        <source>Export &amp;shopping list</source>
        <translation>导出购物清单(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Markdown (.md)…</source>
        <translation>&amp;Markdown (.md)…</translation>
    </message>
    <message>
        <source>The parts, quantities, prices with their dates and sources, and the total, as a Markdown table to post or keep</source>
        <translation>部件、数量、价格（含日期和来源）以及合计，生成 Markdown 表格，便于发布或保存</translation>
    </message>
    <message>
        <source>&amp;CSV for a spreadsheet (.csv)…</source>
        <translation>用于电子表格的 &amp;CSV (.csv)…</translation>
    </message>
    <message>
        <source>The same list as comma-separated values</source>
        <translation>同一份清单，以逗号分隔值格式</translation>
    </message>
    <message>
        <source>%1 is the build file this list is made from; the list would replace it. Choose another name.</source>
        <translation>%1 是生成此清单的配置文件；清单会覆盖它。请换一个文件名。</translation>
    </message>
    <message>
        <source>shopping-list</source>
        <translation>购物清单</translation>
    </message>
    <message>
        <source>Export shopping list</source>
        <translation>导出购物清单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown 文件 (*.md)</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SuggestionDetails</name>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price rests on</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>About</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>What the advisor says</source>
        <translation>顾问的说明</translation>
    </message>
    <message numerus="yes">
        <source>(slot %1)</source>
        <comment>GPU slots: one number or several</comment>
        <translation>
            <numerusform>（插槽 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>What binds</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>Next step up</source>
        <translation>再上一级</translation>
    </message>
    <message>
        <source>Slot openings</source>
        <translation>插槽开口</translation>
    </message>
    <message>
        <source>The board&apos;s slot openings are not confirmed by a source: check the spacing.</source>
        <translation>主板的插槽开口未经来源确认：请核对间距。</translation>
    </message>
    <message>
        <source>Settings turned on</source>
        <translation>已开启的设置</translation>
    </message>
    <message>
        <source>Sized</source>
        <translation>按任务配置</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>警告 %1</translation>
    </message>
    <message>
        <source>Keeps %1</source>
        <translation>保留 %1</translation>
    </message>
    <message>
        <source>Price each</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>%1 for one. Double-click to type the price you can pay: it is kept as your price of this part, and the search runs again.</source>
        <translation>单件 %1。双击可输入你能买到的价格：它会保存为你对此配件的价格，并重新搜索。</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>无价格</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SummaryStrip</name>
    <message>
        <source>Total %1</source>
        <translation>总计 %1</translation>
    </message>
    <message>
        <source>Parts without a price, not counted: %1</source>
        <translation>无价格、未计入的部件：%1</translation>
    </message>
    <message>
        <source>; limited by %1</source>
        <translation>；受限于%1</translation>
    </message>
    <message>
        <source>Power %1 W / PSU %2 W</source>
        <translation>功耗 %1 W / 电源 %2 W</translation>
    </message>
    <message>
        <source>Power %1 W (no PSU)</source>
        <translation>功耗 %1 W（无电源）</translation>
    </message>
    <message>
        <source>Energy %1 %2/year</source>
        <translation>能耗 %1 %2/年</translation>
    </message>
    <message>
        <source>%1 kWh a year at %2 h/day and %3 per kWh, at the wall</source>
        <translation>按每天 %2 小时、每 kWh %3 计，插座端每年 %1 kWh</translation>
    </message>
    <message>
        <source>Prices in %1 are not counted: set an exchange rate to %2</source>
        <translation>未计入以 %1 标价的价格：请设置到 %2 的汇率</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>99 errors</source>
        <translation>99 个错误</translation>
    </message>
    <message>
        <source>99 warnings</source>
        <translation>99 个警告</translation>
    </message>
    <message>
        <source>%1 over the budget</source>
        <translation>超出预算 %1</translation>
    </message>
    <message>
        <source>at most %1 under the budget</source>
        <translation>最多低于预算 %1</translation>
    </message>
    <message>
        <source>%1 under the budget</source>
        <translation>低于预算 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n old price(s)</source>
        <translation>
            <numerusform>%n 个旧价格</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 · %3 / %4 GB per GPU</source>
        <translation>%1：%2 · 每块 GPU %3 / %4 GB</translation>
    </message>
    <message>
        <source>%1: no GPU</source>
        <translation>%1：没有 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, estimated from published measurements: %2 per GPU running %3, ×%4 for %n GPU(s) over %5, after throttling, PCIe and data loading. Memory per GPU: %6 GB needed, %7 GB on the smallest card%8.</source>
        <translation>
            <numerusform>%1，依据已发表的实测估计：每块 GPU %2，以 %3 运行；%n 块 GPU 经%5扩展 ×%4，已计入降频、PCIe 和数据加载。每块 GPU 显存：需要 %6 GB，最小的卡有 %7 GB%8。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 / %3 GB per GPU</source>
        <translation>%1
每块 GPU %2 / %3 GB</translation>
    </message>
    <message>
        <source>Experts in system memory: at most %1 tokens/s at %2 GB/s of memory bandwidth</source>
        <translation>专家在系统内存中：在 %2 GB/s 内存带宽下最多 %1 token/秒</translation>
    </message>
    <message>
        <source>Launch prices and prices over a year old:</source>
        <translation>首发价和超过一年的价格：</translation>
    </message>
    <message>
        <source>The GPUs are of different models: each token passes every card in turn, so the figure per GPU is the cards&apos; harmonic mean.</source>
        <translation>这些 GPU 型号不同：每个 token 依次经过每块卡，因此每块 GPU 的数字是各卡速度的调和平均。</translation>
    </message>
    <message>
        <source>The GPUs are of different models: every card runs at the pace of the slowest, %1, whose figure per GPU this is.</source>
        <translation>这些 GPU 型号不同：每块卡都以最慢那块 %1 的速度运行，这里每块 GPU 的数字就是它的。</translation>
    </message>
    <message>
        <source>GPUs %1 W + CPU %2; the guide&apos;s minimum PSU is %3 W, recommended %4 W</source>
        <translation>GPU %1 W + CPU %2；指南的最低电源功率为 %3 W，推荐 %4 W</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>; the card maker recommends %1 W (%2 W for one %3)</source>
        <translation>；显卡厂商推荐 %1 W（单块 %3 为 %2 W）</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more workload(s)</source>
        <translation>
            <numerusform>另有 %n 个工作负载</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n more workload(s): all fit</source>
        <translation>
            <numerusform>另有 %n 个工作负载：全部装得下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n do(es) not fit</source>
        <translation>
            <numerusform>%1：%n 个装不下</numerusform>
        </translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>主要：%1</translation>
    </message>
    <message>
        <source>Also planned: %1</source>
        <translation>另需运行：%1</translation>
    </message>
    <message>
        <source>Parts plus water cooling (%1), in %2</source>
        <translation>配件加水冷（%1），以 %2 计</translation>
    </message>
    <message>
        <source>Parts, in %1</source>
        <translation>配件，以 %1 计</translation>
    </message>
    <message numerus="yes">
        <source>Throttling counted at %1 % of the training figure: one user&apos;s tokens pass the %n GPU(s) in turn, each working about that share of the time (estimated)</source>
        <translation>
            <numerusform>降频按训练时数值的 %1 % 计：单用户的每个 token 依次经过 %n 块 GPU，每块卡大约只在这部分时间内工作（估计）</numerusform>
        </translation>
    </message>
    <message>
        <source>Four in five estimates of this kind were within ± %1 % of published measurements they were not fitted on (leave-out check)</source>
        <translation>此类估算中，五分之四与未用于拟合的公布测量值相差在 ± %1 % 以内（留出检验）</translation>
    </message>
    <message>
        <source>Memory estimates of this kind: four in five within ± %1 % (leave one model out)</source>
        <translation>此类显存估算：五分之四在 ± %1 % 以内（留一模型检验）</translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::WorkloadFields</name>
    <message>
        <source>Activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>A starting point: the guide&apos;s task profiles and common LLM jobs</source>
        <translation>起点：指南的任务类型和常见的大语言模型任务</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>What the build is for: sets the GPU memory the rules ask for</source>
        <translation>配置的用途：决定规则要求的 GPU 显存</translation>
    </message>
    <message>
        <source>16-bit training uses tensor cores and holds about 1.5× larger models</source>
        <translation>16 位训练使用 Tensor Core，可容纳约 1.5 倍大的模型</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行内容</translation>
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
        <source>Model size</source>
        <translation>模型大小</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Multi-GPU</source>
        <translation>多 GPU</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
</context>
<context>
    <name>show</name>
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
    <message>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>also planned: %1</source>
        <translation>另需运行：%1</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1-slot spacing, %2</source>
        <translation>%1 槽间距，%2</translation>
    </message>
    <message>
        <source>%1-slot spacing</source>
        <translation>%1 槽间距</translation>
    </message>
</context>
<context>
    <name>validate</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>advice</source>
        <translation>建议</translation>
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
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决办法：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>PSU %1 W, headroom ×%2, %3 W at the wall</source>
        <translation>电源 %1 W，余量 ×%2，插座取电 %3 W</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>slot %1: x%2 PCIe %3.0, thermal loss %4 % (%5)</source>
        <translation>插槽 %1：x%2 PCIe %3.0，热损失 %4 %（%5）</translation>
    </message>
    <message>
        <source>Throughput and cost</source>
        <translation>吞吐量与成本</translation>
    </message>
    <message>
        <source>parts %1 (%2 without a price), purchase %3</source>
        <translation>部件 %1（%2 个无价格），购置 %3</translation>
    </message>
    <message>
        <source>energy %1 kWh a year, %2 %3 a year</source>
        <translation>能耗每年 %1 kWh，每年 %2 %3</translation>
    </message>
    <message>
        <source>total cost of ownership over %1 years: %2</source>
        <translation>%1 年总拥有成本：%2</translation>
    </message>
    <message>
        <source>Findings only some builds have:</source>
        <translation>仅部分配置才有的检查结果：</translation>
    </message>
    <message>
        <source>Findings: %1</source>
        <translation>检查结果：%1</translation>
    </message>
    <message>
        <source>%1: %2; memory per GPU %3 of %4 GB</source>
        <translation>%1：%2；每块 GPU 显存 %3 / %4 GB</translation>
    </message>
    <message>
        <source>prices in %1 are not counted: no exchange rate to %2 is set</source>
        <translation>未计入以 %1 标价的价格：尚未设置到 %2 的汇率</translation>
    </message>
    <message>
        <source>* best of the row among builds without errors, ≠ the builds differ</source>
        <translation>* 无错误配置中该行最佳，≠ 各配置不同</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) counted at a launch price, not a current price</source>
        <translation>
            <numerusform>%n 个部件按首发价计算，并非当前价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices to check before buying:</source>
        <translation>购买前需核实的价格：</translation>
    </message>
    <message>
        <source>the build</source>
        <translation>该配置</translation>
    </message>
    <message>
        <source>load %1 W (GPUs %2 W, CPU %3); minimum PSU %4 W, recommended %5 W</source>
        <translation>负载 %1 W（GPU %2 W，CPU %3）；最低电源 %4 W，推荐 %5 W</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the card maker&apos;s recommended PSU: %1 W (%2&apos;s %3 W for one %4, plus the other cards)</source>
        <translation>显卡厂商推荐电源：%1 W（%2 为单块 %4 推荐 %3 W，再加其余显卡）</translation>
    </message>
    <message>
        <source>the card maker&apos;s recommended PSU: %1 W (%2, for a system with a %3)</source>
        <translation>显卡厂商推荐电源：%1 W（%2，针对搭载 %3 的系统）</translation>
    </message>
    <message>
        <source>also planned: %1</source>
        <translation>另需运行：%1</translation>
    </message>
</context>
</TS>
