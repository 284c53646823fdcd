// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog benchmarks: open + load every part, and search latency per keystroke over the whole
// catalog (target: under 5 ms median).
#include "benchharness.h"
#include "db/catalog/sqlitecatalog.h"

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

    // Hostile input: whatever is pasted or typed, a keystroke's search stays short (the words are
    // bounded in length and count, core::searchWords).
    QString pasted;
    for (int i = 0; i < 10000; ++i)
        pasted += QStringLiteral("w%1 ").arg(i % 97); // 10,000 words, some 40 KB
    QString noise;
    for (int i = 0; i < 20000; ++i)
        noise += QChar(u'!' + (i * 7919) % 90);
    const QList<QPair<QString, QString>> hostile {{QStringLiteral("10,000 words pasted"), pasted},
        {QStringLiteral("20 KB of punctuation"), noise},
        {QStringLiteral("20,000 letters"), QString(20000, u'a')},
        {QStringLiteral("16 one-letter words"), QStringLiteral("a b c d e f g h i j k l m n o p")},
        {QStringLiteral("SQL"), QStringLiteral("\"*'; DROP TABLE part; --")},
        {QStringLiteral("FTS syntax"), QStringLiteral("NEAR(a b) OR c AND NOT d")},
        {QStringLiteral("one letter"), QStringLiteral("e")},
        {QStringLiteral("5,000 quotes"), QString(5000, u'"')}};
    for (const auto &[label, text] : hostile) {
        bench::Samples one;
        for (int round = 0; round < 5; ++round) {
            for (PartKind kind : {PartKind::Gpu, PartKind::Motherboard, PartKind::Memory}) {
                const PartQuery q {kind, text, {}, {}, -1};
                one.time([&] { opened.catalog->search(q); });
            }
        }
        bench::report(QStringLiteral("search per keystroke, hostile input: %1").arg(label), one, 5000);
    }
    return 0;
}
