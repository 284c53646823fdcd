// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog benchmarks: open + load every part, and search latency per keystroke over the whole
// catalog (target: under 5 ms median).
#include "benchharness.h"
#include "db/sqlitecatalog.h"

#include <QCoreApplication>

using namespace rigsmith;
using namespace rigsmith::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(RIGSMITH_CATALOG_FILE);

    bench::Samples open;
    int total = 0;
    for (int run = 0; run < 5; ++run) {
        open.time([&] {
            auto opened = db::SqliteCatalog::open(path);
            total = 0;
            for (PartKind kind : allValues<PartKind>())
                total += int(opened.catalog->parts(kind).size());
        });
    }
    bench::report(QStringLiteral("catalog open + load all %1 parts").arg(total), open, 1'000'000);

    auto opened = db::SqliteCatalog::open(path);
    for (PartKind kind : allValues<PartKind>())
        opened.catalog->parts(kind); // searches run against a loaded catalog, as in the app
    const QList<QPair<PartKind, QString>> typed {{PartKind::Gpu, QStringLiteral("asus rog strix rtx 4090")},
        {PartKind::Cpu, QStringLiteral("threadripper pro 7985wx")},
        {PartKind::Motherboard, QStringLiteral("pro ws wrx90e sage")},
        {PartKind::Memory, QStringLiteral("corsair vengeance ddr5 64gb")},
        {PartKind::Storage, QStringLiteral("samsung 990 pro 4tb")}};
    bench::Samples keystroke;
    for (int round = 0; round < 3; ++round) {
        for (const auto &[kind, text] : typed) {
            for (qsizetype n = 1; n <= text.size(); ++n) {
                const PartQuery q {kind, text.left(n), {}, {}, -1};
                keystroke.time([&] { opened.catalog->search(q); });
            }
        }
    }
    bench::report(QStringLiteral("search per keystroke"), keystroke, 5000);
    return 0;
}
