// SPDX-License-Identifier: GPL-3.0-or-later
// The user's overlay at scale: 100,000 custom parts stored in one transaction, the overlay opened
// (its integrity check and every part read back and checked), the overlaid catalog built, and
// lookups, counts and a search over it. Before the custom parts were indexed, building the overlaid
// catalog alone was quadratic (rigsmith-cli catalog took 156 s with this many).
#include "benchharness.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/useroverlay.h"
#include "support/clirun.h"

#include <QCoreApplication>
#include <QTemporaryDir>

using namespace rigsmith;
using namespace rigsmith::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100000;
    QTemporaryDir dir;
    // Where the CLI run in `dir` as its home finds it.
    const QString path = dir.filePath(QStringLiteral("data/Rigsmith/Rigsmith/overlay.sqlite"));
    auto catalog = db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    if (!catalog.catalog)
        return 1;
    const QList<Part> storage = catalog.catalog->parts(PartKind::Storage);
    QList<Part> custom;
    custom.reserve(count);
    for (int i = 0; i < count; ++i) {
        Part p = storage.at(i % storage.size());
        p.info.id = PartId(QStringLiteral("storage/custom-%1").arg(i));
        p.info.name = QStringLiteral("Custom drive %1").arg(i);
        custom.append(p);
    }
    {
        auto opened = db::UserOverlay::open(path);
        bench::Samples store;
        store.time([&] {
            if (const auto error = opened.overlay->addCustomParts(custom))
                qFatal("%s", qPrintable(*error));
        });
        bench::report(
            QStringLiteral("store %1 custom parts (one transaction)").arg(count), store, 30'000'000);
    }
    bench::Samples open, build, lookup, counting, search;
    std::unique_ptr<db::UserOverlay> overlay;
    for (int run = 0; run < 3; ++run) {
        open.time([&] { overlay = std::move(db::UserOverlay::open(path).overlay); });
    }
    bench::report(QStringLiteral("open an overlay of %1 custom parts").arg(count), open, 10'000'000);
    std::unique_ptr<db::OverlaidCatalog> overlaid;
    for (int run = 0; run < 3; ++run) {
        build.time([&] { overlaid = std::make_unique<db::OverlaidCatalog>(*catalog.catalog, *overlay); });
    }
    bench::report(QStringLiteral("overlaid catalog over %1 custom parts").arg(count), build, 10'000'000);
    int found = 0;
    lookup.time([&] {
        for (int i = 0; i < count; ++i)
            found += overlaid->part(PartId(QStringLiteral("storage/custom-%1").arg(i))) ? 1 : 0;
    });
    bench::report(QStringLiteral("look up all %1 custom parts by id (%2 found)").arg(count).arg(found),
        lookup, 2'000'000);
    for (int run = 0; run < 5; ++run) {
        counting.time([&] {
            for (PartKind kind : allValues<PartKind>())
                overlaid->count(kind);
        });
    }
    bench::report(QStringLiteral("count every kind"), counting, 1000);
    PartQuery query;
    query.kind = PartKind::Storage;
    query.text = QStringLiteral("custom drive 9999");
    query.limit = 50;
    for (int run = 0; run < 3; ++run)
        search.time([&] { overlaid->search(query); });
    bench::report(QStringLiteral("search storage with %1 custom parts").arg(count), search, 500'000);
    overlaid.reset();
    overlay.reset();
    bench::Samples cli;
    int exitCode = -1;
    cli.time([&] {
        exitCode = test::runCliAt(QStringLiteral(RIGSMITH_CLI), dir.path(),
            QStringLiteral(RIGSMITH_CATALOG_FILE), {QStringLiteral("catalog")})
                       .exitCode;
    });
    bench::report(
        QStringLiteral("rigsmith-cli catalog with %1 custom parts (exit %2)").arg(count).arg(exitCode), cli,
        20'000'000);
    return 0;
}
