<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>PartFilter</name>
    <message numerus="yes">
        <source>%n PCIe power cable(s) short of what the cards take</source>
        <translation>
            <numerusform>%n PCIe power cable short of what the cards take</numerusform>
            <numerusform>%n PCIe power cables short of what the cards take</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its radiator mounts cannot take the build's %n radiator(s), each on a mount of at least its size</source>
        <translation>
            <numerusform>its radiator mounts cannot take the build's %n radiator, each on a mount of at least its size</numerusform>
            <numerusform>its radiator mounts cannot take the build's %n radiators, each on a mount of at least its size</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s radiator mounts cannot take the build&apos;s %n radiator(s) with this one, each on a mount of at least its size</source>
        <translation>
            <numerusform>%1&apos;s radiator mounts cannot take the build&apos;s %n radiator with this one, each on a mount of at least its size</numerusform>
            <numerusform>%1&apos;s radiator mounts cannot take the build&apos;s %n radiators with this one, each on a mount of at least its size</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuildSheet</name>
    <message numerus="yes">
        <source> (%n part(s) without a price)</source>
        <translation>
            <numerusform> (%n part without a price)</numerusform>
            <numerusform> (%n parts without a price)</numerusform>
        </translation>
    </message>
<message numerus="yes">
        <source>%n price(s) date from over a year ago (see Price source): check them before buying.</source>
        <translation>
            <numerusform>%n price dates from over a year ago (see Price source): check it before buying.</numerusform>
            <numerusform>%n prices date from over a year ago (see Price source): check them before buying.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are launch prices, what the maker asked at release (see Price source), not current prices: check them before buying.</source>
        <translation>
            <numerusform>%n price is a launch price, what the maker asked at release (see Price source), not a current price: check it before buying.</numerusform>
            <numerusform>%n prices are launch prices, what the maker asked at release (see Price source), not current prices: check them before buying.</numerusform>
        </translation>
    </message>
    </context>
<context>
    <name>Overlay</name>
    <message numerus="yes">
        <source>%n of your prices cannot be read and are not used (they stay in %1): %2</source>
        <translation>
            <numerusform>%n of your prices cannot be read and is not used (it stays in %1): %2</numerusform>
            <numerusform>%n of your prices cannot be read and are not used (they stay in %1): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your custom parts cannot be read and are not shown (they stay in %1): %2</source>
        <translation>
            <numerusform>%n of your custom parts cannot be read and is not shown (it stays in %1): %2</numerusform>
            <numerusform>%n of your custom parts cannot be read and are not shown (they stay in %1): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n kept</source>
        <translation>
            <numerusform>%1: %n kept</numerusform>
            <numerusform>%1: %n kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your corrected board layouts cannot be read; those boards show the catalog's layout (the corrections stay in %1): %2</source>
        <translation>
            <numerusform>%n of your corrected board layouts cannot be read; that board shows the catalog's layout (the correction stays in %1): %2</numerusform>
            <numerusform>%n of your corrected board layouts cannot be read; those boards show the catalog's layout (the corrections stay in %1): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartSpecs</name>
    <message numerus="yes">
        <source>%1 %2, %n PCIe slot(s)</source>
        <translation>
            <numerusform>%1 %2, %n PCIe slot</numerusform>
            <numerusform>%1 %2, %n PCIe slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n advice</source>
        <translation>
            <numerusform>%n advice</numerusform>
            <numerusform>%n advice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>The build&apos;s %n NVMe drive(s) fill %1&apos;s own M.2 sockets, so one goes into %2, which shares its lanes with slot %3, where %4 sits: %5 (%6).</source>
        <translation>
            <numerusform>The build&apos;s %n NVMe drive fills %1&apos;s own M.2 sockets, so one goes into %2, which shares its lanes with slot %3, where %4 sits: %5 (%6).</numerusform>
            <numerusform>The build&apos;s %n NVMe drives fill %1&apos;s own M.2 sockets, so one goes into %2, which shares its lanes with slot %3, where %4 sits: %5 (%6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s, and no statement of the platform maker on record gives the speed (%5).</source>
        <translation>
            <numerusform>%1 modules on the %n channel of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s, and no statement of the platform maker on record gives the speed (%5).</numerusform>
            <numerusform>%1 modules on the %n channels of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s, and no statement of the platform maker on record gives the speed (%5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s. No statement of the platform maker is on record: estimated %5, the speed the platform&apos;s reference firmware is reported to run such modules at (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</source>
        <translation>
            <numerusform>%1 modules on the %n channel of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s. No statement of the platform maker is on record: estimated %5, the speed the platform&apos;s reference firmware is reported to run such modules at (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</numerusform>
            <numerusform>%1 modules on the %n channels of %2 put two in a channel; on %3 that runs below the kits&apos; rated %4 MT/s. No statement of the platform maker is on record: estimated %5, the speed the platform&apos;s reference firmware is reported to run such modules at (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 modules on the %n channel(s) of %2 put two in a channel: %3 supports %4 then, not the kits&apos; rated %5 MT/s (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</source>
        <translation>
            <numerusform>%1 modules on the %n channel of %2 put two in a channel: %3 supports %4 then, not the kits&apos; rated %5 MT/s (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</numerusform>
            <numerusform>%1 modules on the %n channels of %2 put two in a channel: %3 supports %4 then, not the kits&apos; rated %5 MT/s (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>counted as %n channel(s): the processor's channel count is not on record</source>
        <translation>
            <numerusform>counted as %n channel: the processor's channel count is not on record</numerusform>
            <numerusform>counted as %n channels: the processor's channel count is not on record</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the processor's %n channel(s) in use</source>
        <translation>
            <numerusform>the processor's %n channel in use</numerusform>
            <numerusform>the processor's %n channels in use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PSU %1 W is below %2 W: the %3 W PSU %4 recommends for a system with one %5, plus %6 W for the other %n card(s).</source>
        <translation>
            <numerusform>PSU %1 W is below %2 W: the %3 W PSU %4 recommends for a system with one %5, plus %6 W for the other card.</numerusform>
            <numerusform>PSU %1 W is below %2 W: the %3 W PSU %4 recommends for a system with one %5, plus %6 W for the other %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n PCIe switch(es) (%2), but no source gives which slots they feed: the lanes each GPU gets cannot be checked (the estimates assume each card gets its slot's full width).</source>
        <translation>
            <numerusform>%1 has %n PCIe switch (%2), but no source gives which slots it feeds: the lanes each GPU gets cannot be checked (the estimates assume each card gets its slot's full width).</numerusform>
            <numerusform>%1 has %n PCIe switches (%2), but no source gives which slots they feed: the lanes each GPU gets cannot be checked (the estimates assume each card gets its slot's full width).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With data parallelism every GPU holds the whole model (%1 GB each); sharded across the build's %n GPU(s) it needs %2 GB each.</source>
        <translation>
            <numerusform>With data parallelism every GPU holds the whole model (%1 GB each); sharded across the build's %n GPU it needs %2 GB each.</numerusform>
            <numerusform>With data parallelism every GPU holds the whole model (%1 GB each); sharded across the build's %n GPUs it needs %2 GB each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even sharded across the build's %n GPU(s) the workload needs %1 GB each; with checkpointing it takes %2 GPUs of %3 GB.</source>
        <translation>
            <numerusform>Even on the build's %n GPU the workload needs %1 GB; with checkpointing it takes %2 GPUs of %3 GB.</numerusform>
            <numerusform>Even sharded across the build's %n GPUs the workload needs %1 GB each; with checkpointing it takes %2 GPUs of %3 GB.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even sharded across the build's %n GPU(s) the workload needs %1 GB each; no workstation holds enough GPUs of %2 GB.</source>
        <translation>
            <numerusform>Even on the build's %n GPU the workload needs %1 GB; no workstation holds enough GPUs of %2 GB.</numerusform>
            <numerusform>Even sharded across the build's %n GPUs the workload needs %1 GB each; no workstation holds enough GPUs of %2 GB.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without asynchronous loading, each step waits %1 ms for %n batch(es) of 32 images from the data drive %2 (%3 MB/s) against about %4 ms of compute: the GPUs run at about %5 % of their speed.</source>
        <translation>
            <numerusform>Without asynchronous loading, each step waits %1 ms for %n batch of 32 images from the data drive %2 (%3 MB/s) against about %4 ms of compute: the GPUs run at about %5 % of their speed.</numerusform>
            <numerusform>Without asynchronous loading, each step waits %1 ms for %n batches of 32 images from the data drive %2 (%3 MB/s) against about %4 ms of compute: the GPUs run at about %5 % of their speed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cards, slots %2)</source>
        <translation>
            <numerusform>%1 (%n card, slot %2)</numerusform>
            <numerusform>%1 (%n cards, slots %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The catalog does not know the radiator mounts of %1; the build brings %n radiator(s): %2.</source>
        <translation>
            <numerusform>The catalog does not know the radiator mounts of %1; the build brings %n radiator: %2.</numerusform>
            <numerusform>The catalog does not know the radiator mounts of %1; the build brings %n radiators: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's radiator mounts (%2) cannot take the build's %n radiator(s) (%3), each on a mount of at least its size: no mount is left for %4.</source>
        <translation>
            <numerusform>%1's radiator mounts (%2) cannot take the build's %n radiator (%3), each on a mount of at least its size: no mount is left for %4.</numerusform>
            <numerusform>%1's radiator mounts (%2) cannot take the build's %n radiators (%3), each on a mount of at least its size: no mount is left for %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 threads; preprocessing %3 for %n GPU(s) needs %4 (%5 per GPU).</source>
        <translation>
            <numerusform>%1 has %2 threads; preprocessing %3 for %n GPU needs %4 (%5 per GPU).</numerusform>
            <numerusform>%1 has %2 threads; preprocessing %3 for %n GPUs needs %4 (%5 per GPU).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 threads; %n GPU(s) need about %3 for this preprocessing.</source>
        <translation>
            <numerusform>%1 has %2 threads; %n GPU needs about %3 for this preprocessing.</numerusform>
            <numerusform>%1 has %2 threads; %n GPUs need about %3 for this preprocessing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The GPUs need %1 inputs; the PSU has %2 cables: %n 8-pin cable(s) short (a 12VHPWR adapter takes 3–4).</source>
        <translation>
            <numerusform>The GPUs need %1 inputs; the PSU has %2 cables: %n 8-pin cable short (a 12VHPWR adapter takes 3–4).</numerusform>
            <numerusform>The GPUs need %1 inputs; the PSU has %2 cables: %n 8-pin cables short (a 12VHPWR adapter takes 3–4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 joins two cards; the build has %n GPU(s): it joins nothing, and the cards talk over PCIe.</source>
        <translation>
            <numerusform>%1 joins two cards; the build has %n GPU: it joins nothing, and the cards talk over PCIe.</numerusform>
            <numerusform>%1 joins two cards; the build has %n GPUs: it joins nothing, and the cards talk over PCIe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n exchange rate(s) saved</source>
        <translation>
            <numerusform>%n exchange rate saved</numerusform>
            <numerusform>%n exchange rates saved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n part(s) differ from the catalog now</source>
        <translation>
            <numerusform>%1: %n part differs from the catalog now</numerusform>
            <numerusform>%1: %n parts differ from the catalog now</numerusform>
        </translation>
    </message>
<message numerus="yes">
        <source>Import %n price(s) from %1</source>
        <translation>
            <numerusform>Import %n price from %1</numerusform>
            <numerusform>Import %n prices from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price(s) from %1. Edit ▸ Undo takes them back.</source>
        <translation>
            <numerusform>Imported %n price from %1. Edit ▸ Undo takes it back.</numerusform>
            <numerusform>Imported %n prices from %1. Edit ▸ Undo takes them back.</numerusform>
        </translation>
    </message>
    </context>
<context>
    <name>Workload</name>
    <message numerus="yes">
        <source>experts of the first %n of %1 layers kept in system memory (llama.cpp --n-cpu-moe; slower: read from RAM)</source>
        <translation>
            <numerusform>experts of the first layer of %1 kept in system memory (llama.cpp --n-cpu-moe; slower: read from RAM)</numerusform>
            <numerusform>experts of the first %n of %1 layers kept in system memory (llama.cpp --n-cpu-moe; slower: read from RAM)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent sequence(s)</source>
        <translation>
            <numerusform>%n concurrent sequence</numerusform>
            <numerusform>%n concurrent sequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pipeline stage(s) do not divide the %1 cards</source>
        <translation>
            <numerusform>%n pipeline stage does not divide the %1 cards</numerusform>
            <numerusform>%n pipeline stages do not divide the %1 cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>served to %n concurrent sequence(s) by %1</source>
        <translation>
            <numerusform>served to %n concurrent sequence by %1</numerusform>
            <numerusform>served to %n concurrent sequences by %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>served: %1 tokens/s in all, %2 tokens/s per user at %n concurrent sequence(s); first token after about %3 for a %4-token prompt at that load</source>
        <translation>
            <numerusform>served: %1 tokens/s in all, %2 tokens/s per user at %n concurrent sequence; first token after about %3 for a %4-token prompt at that load</numerusform>
            <numerusform>served: %1 tokens/s in all, %2 tokens/s per user at %n concurrent sequences; first token after about %3 for a %4-token prompt at that load</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>layers split across %n GPU(s)</source>
        <translation>
            <numerusform>layers on %n GPU</numerusform>
            <numerusform>layers split across %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FSDP with checkpointing across %n GPU(s)</source>
        <translation>
            <numerusform>FSDP with checkpointing on %n GPU</numerusform>
            <numerusform>FSDP with checkpointing across %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one user&apos;s decode: %1 at %2 × llama.cpp&apos;s rate (%n published pair(s) on one card and model, ± %3 % left out by source)</source>
        <translation>
            <numerusform>one user&apos;s decode: %1 at %2 × llama.cpp&apos;s rate (%n published pair on one card and model, ± %3 % left out by source)</numerusform>
            <numerusform>one user&apos;s decode: %1 at %2 × llama.cpp&apos;s rate (%n published pairs on one card and model, ± %3 % left out by source)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SummaryStrip</name>
    <message numerus="yes">
        <source>%1, estimated from published measurements: %2 per GPU running %3, ×%4 for %n GPU(s) over %5, after throttling, PCIe and data loading. Memory per GPU: %6 GB needed, %7 GB on the smallest card%8.</source>
        <translation>
            <numerusform>%1, estimated from published measurements: %2 per GPU running %3, ×%4 for %n GPU over %5, after throttling, PCIe and data loading. Memory per GPU: %6 GB needed, %7 GB on the smallest card%8.</numerusform>
            <numerusform>%1, estimated from published measurements: %2 per GPU running %3, ×%4 for %n GPUs over %5, after throttling, PCIe and data loading. Memory per GPU: %6 GB needed, %7 GB on the smallest card%8.</numerusform>
        </translation>
    </message>
<message numerus="yes">
        <source>%n old price(s)</source>
        <translation>
            <numerusform>%n old price</numerusform>
            <numerusform>%n old prices</numerusform>
        </translation>
    </message>
        <message numerus="yes">
        <source>+ %n more workload(s)</source>
        <translation>
            <numerusform>+ %n more workload</numerusform>
            <numerusform>+ %n more workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n more workload(s): all fit</source>
        <translation>
            <numerusform>+ %n more workload: it fits</numerusform>
            <numerusform>+ %n more workloads: all fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n do(es) not fit</source>
        <translation>
            <numerusform>%1: %n does not fit</numerusform>
            <numerusform>%1: %n do not fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throttling counted at %1 % of the training figure: one user&apos;s tokens pass the %n GPU(s) in turn, each working about that share of the time (estimated)</source>
        <translation>
            <numerusform>Throttling counted at %1 % of the training figure: one user&apos;s tokens pass the %n GPU in turn, each working about that share of the time (estimated)</numerusform>
            <numerusform>Throttling counted at %1 % of the training figure: one user&apos;s tokens pass the %n GPUs in turn, each working about that share of the time (estimated)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostEstimate</name>
    <message numerus="yes">
        <source>≥ %1 + %n part(s) without a price</source>
        <translation>
            <numerusform>≥ %1 + %n part without a price</numerusform>
            <numerusform>≥ %1 + %n parts without a price</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShoppingList</name>
    <message numerus="yes">
        <source>lower bound: %n part(s) without a price</source>
        <translation>
            <numerusform>lower bound: %n part without a price</numerusform>
            <numerusform>lower bound: %n parts without a price</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <source>%n dual-socket board(s) left out: they take two of the processor you own once (name it twice as owned to use them).</source>
        <translation>
            <numerusform>%n dual-socket board left out: it takes two of the processor you own once (name it twice as owned to use it).</numerusform>
            <numerusform>%n dual-socket boards left out: they take two of the processor you own once (name it twice as owned to use them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) cannot be read; nothing was imported</source>
        <translation>
            <numerusform>%n row cannot be read; nothing was imported</numerusform>
            <numerusform>%n rows cannot be read; nothing was imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price(s) into %1</source>
        <translation>
            <numerusform>Imported %n price into %1</numerusform>
            <numerusform>Imported %n prices into %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n platform(s) given up after many failed completions: the front may miss builds on them.</source>
        <translation>
            <numerusform>%n platform given up after many failed completions: the front may miss builds on it.</numerusform>
            <numerusform>%n platforms given up after many failed completions: the front may miss builds on them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU plan(s) left after their cheapest platforms: the front may miss dearer builds of them.</source>
        <translation>
            <numerusform>%n GPU plan left after its cheapest platforms: the front may miss dearer builds of it.</numerusform>
            <numerusform>%n GPU plans left after their cheapest platforms: the front may miss dearer builds of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) left out: launch price only (%1). Give them a price (prices import) or ask with --include-launch-prices to include them.</source>
        <translation>
            <numerusform>%n GPU model left out: launch price only (%1). Give it a price (prices import) or ask with --include-launch-prices to include it.</numerusform>
            <numerusform>%n GPU models left out: launch price only (%1). Give them a price (prices import) or ask with --include-launch-prices to include them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) left out: priced for the other market (--market).</source>
        <translation>
            <numerusform>%n GPU left out: priced for the other market (--market).</numerusform>
            <numerusform>%n GPUs left out: priced for the other market (--market).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::ChartsPanel</name>
    <message numerus="yes">
        <source>Not like with like: %n part(s) of this build have no price in %1; every point leaves them out</source>
        <translation>
            <numerusform>Not like with like: %n part of this build has no price in %1; every point leaves it out</numerusform>
            <numerusform>Not like with like: %n parts of this build have no price in %1; every point leaves them out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) priced in %1 are not shown: no exchange rate to %2</source>
        <translation>
            <numerusform>%n GPU priced in %1 is not shown: no exchange rate to %2</numerusform>
            <numerusform>%n GPUs priced in %1 are not shown: no exchange rate to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Where the money goes, as far as it is known: %n part(s) without a price are not in it</source>
        <translation>
            <numerusform>Where the money goes, as far as it is known: %n part without a price is not in it</numerusform>
            <numerusform>Where the money goes, as far as it is known: %n parts without a price are not in it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not like with like: %n part(s) of this build have no price in %1; every bar leaves them out</source>
        <translation>
            <numerusform>Not like with like: %n part of this build has no price in %1; every bar leaves it out</numerusform>
            <numerusform>Not like with like: %n parts of this build have no price in %1; every bar leaves them out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::CompareDialog</name>
    <message numerus="yes">
        <source>%1
%n error(s), not ranked</source>
        <translation>
            <numerusform>%1
%n error, not ranked</numerusform>
            <numerusform>%1
%n errors, not ranked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PriceImportDialog</name>
    <message numerus="yes">
        <source>%1: %n row(s) match catalog parts; </source>
        <translation>
            <numerusform>%1: %n row matches a catalog part; </numerusform>
            <numerusform>%1: %n rows match catalog parts; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) cannot be read. Nothing is imported until every row can: fix them in the file and import it again.</source>
        <translation>
            <numerusform>%n row cannot be read. Nothing is imported until every row can: fix it in the file and import it again.</numerusform>
            <numerusform>%n rows cannot be read. Nothing is imported until every row can: fix them in the file and import it again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) to import into your prices. Undo takes them back.</source>
        <translation>
            <numerusform>%1: %n price to import into your prices. Undo takes it back.</numerusform>
            <numerusform>%1: %n prices to import into your prices. Undo takes them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::AdvisorDialog</name>
    <message numerus="yes">
        <source>%n dual-socket board(s) left out: they take two of the processor you own once (add it twice to the parts you own to use them).</source>
        <translation>
            <numerusform>%n dual-socket board left out: it takes two of the processor you own once (add it twice to the parts you own to use it).</numerusform>
            <numerusform>%n dual-socket boards left out: they take two of the processor you own once (add it twice to the parts you own to use them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s) on the front; %1 builds judged by the rules in %2 s.</source>
        <translation>
            <numerusform>%n build on the front; %1 builds judged by the rules in %2 s.</numerusform>
            <numerusform>%n builds on the front; %1 builds judged by the rules in %2 s.</numerusform>
        </translation>
    </message>

    <message numerus="yes">
        <source>%n GPU model(s) left out: launch price only (%1). Set a price for them, or tick &quot;GPUs priced only at launch&quot;, to include them.</source>
        <translation>
            <numerusform>%n GPU model left out: launch price only (%1). Set a price for it, or tick &quot;GPUs priced only at launch&quot;, to include it.</numerusform>
            <numerusform>%n GPU models left out: launch price only (%1). Set a price for them, or tick &quot;GPUs priced only at launch&quot;, to include them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) left out: priced for the other market (GPUs bought).</source>
        <translation>
            <numerusform>%n GPU left out: priced for the other market (GPUs bought).</numerusform>
            <numerusform>%n GPUs left out: priced for the other market (GPUs bought).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Drift</name>
    <message numerus="yes">
        <source>%n price(s) taken from the catalog (the file's were out of date)</source>
        <translation>
            <numerusform>%n price taken from the catalog (the file's was out of date)</numerusform>
            <numerusform>%n prices taken from the catalog (the file's were out of date)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved price(s) used that differ from the catalog's now (stale)</source>
        <translation>
            <numerusform>%n saved price used that differs from the catalog's now (stale)</numerusform>
            <numerusform>%n saved prices used that differ from the catalog's now (stale)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) not in the catalog, at their saved prices</source>
        <translation>
            <numerusform>%n part not in the catalog, at its saved price</numerusform>
            <numerusform>%n parts not in the catalog, at their saved prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other change(s) in the catalog since it was saved, kept as saved</source>
        <translation>
            <numerusform>%n other change in the catalog since it was saved, kept as saved</numerusform>
            <numerusform>%n other changes in the catalog since it was saved, kept as saved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MemoryFit</name>
    <message numerus="yes">
        <source>needs %1 GB per GPU with %n GPU(s); has %2 GB</source>
        <translation>
            <numerusform>needs %1 GB per GPU with %n GPU; has %2 GB</numerusform>
            <numerusform>needs %1 GB per GPU with %n GPUs; has %2 GB</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>validate</name>
    <message numerus="yes">
        <source>%n part(s) counted at a launch price, not a current price</source>
        <translation>
            <numerusform>%n part counted at a launch price, not a current price</numerusform>
            <numerusform>%n parts counted at a launch price, not a current price</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartPicker</name>
    <message numerus="yes">
        <source>%n part(s) match.</source>
        <translation>
            <numerusform>%n part matches.</numerusform>
            <numerusform>%n parts match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetPricesCommand</name>
    <message numerus="yes">
        <source>%n price(s) changed since &quot;%1&quot; was undone (in another window or by rigsmith-cli) and were kept as they are now: %2</source>
        <translation>
            <numerusform>%n price changed since &quot;%1&quot; was undone (in another window or by rigsmith-cli) and was kept as it is now: %2</numerusform>
            <numerusform>%n prices changed since &quot;%1&quot; was undone (in another window or by rigsmith-cli) and were kept as they are now: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) changed since &quot;%1&quot; (in another window or by rigsmith-cli) and were kept as they are now: %2</source>
        <translation>
            <numerusform>%n price changed since &quot;%1&quot; (in another window or by rigsmith-cli) and was kept as it is now: %2</numerusform>
            <numerusform>%n prices changed since &quot;%1&quot; (in another window or by rigsmith-cli) and were kept as they are now: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::PartListImportDialog</name>
    <message numerus="yes">
        <source>%n price(s) in %1 of %2 to import; </source>
        <translation>
            <numerusform>%n price in %1 of %2 to import; </numerusform>
            <numerusform>%n prices in %1 of %2 to import; </numerusform>
        </translation>
    </message>

    <message numerus="yes">
        <source>%n line(s) left out (owned, no price, no catalog part, or a kind the catalog does not hold).</source>
        <translation>
            <numerusform>%n line left out (owned, no price, no catalog part, or a kind the catalog does not hold).</numerusform>
            <numerusform>%n lines left out (owned, no price, no catalog part, or a kind the catalog does not hold).</numerusform>
        </translation>
    </message>

    <message numerus="yes">
        <source>%n line(s) matched by a close name: check the catalog part, or choose another.</source>
        <translation>
            <numerusform>%n line matched by a close name: check the catalog part, or choose another.</numerusform>
            <numerusform>%n lines matched by a close name: check the catalog part, or choose another.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message numerus="yes">
        <source>the database is damaged: SQLite&apos;s integrity check found %n problem(s), the first: %1</source>
        <translation>
            <numerusform>the database is damaged: SQLite's integrity check found %n problem, the first: %1</numerusform>
            <numerusform>the database is damaged: SQLite's integrity check found %n problems, the first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message numerus="yes">
        <source>in at least %n module(s), one per channel (or a multiple)</source>
        <translation>
            <numerusform>in at least %n module, one per channel (or a multiple)</numerusform>
            <numerusform>in at least %n modules, one per channel (or a multiple)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigsmith::ui::SuggestionDetails</name>
    <message numerus="yes">
        <source>(slot %1)</source>
        <translation>
            <numerusform>(slot %1)</numerusform>
            <numerusform>(slots %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkloadSetting</name>
    <message numerus="yes">
        <source>experts of the first %n layer(s) in system memory</source>
        <translation>
            <numerusform>experts of the first layer in system memory</numerusform>
            <numerusform>experts of the first %n layers in system memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) planned later</source>
        <translation>
            <numerusform>%n GPU planned later</numerusform>
            <numerusform>%n GPUs planned later</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>served to %n sequence(s) at once</source>
        <translation>
            <numerusform>served to %n sequence at once</numerusform>
            <numerusform>served to %n sequences at once</numerusform>
        </translation>
    </message>
</context>
</TS>