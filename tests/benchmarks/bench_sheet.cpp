// SPDX-License-Identifier: GPL-3.0-or-later
// Build-sheet benchmark: exporting the guide's 4-GPU build as a PDF (layout, chassis drawing,
// both charts over the whole catalog, writing the file). Target: under 1 s median.
#include "benchharness.h"
#include "db/catalog/sqlitecatalog.h"
#include "support/sampleparts.h"
#include "ui/sheet/buildsheet.h"

#include <QApplication>
#include <QTemporaryDir>

using namespace rigsmith;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    auto opened = db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    if (!opened.catalog)
        return 1;
    QTemporaryDir dir;
    ui::BuildSheet::Options options;
    options.catalog = opened.catalog.get();
    const ui::BuildSheet sheet(testing::guideFourBlowerBuild(), options);
    bench::Samples samples;
    bool ok = true;
    for (int i = 0; i < 8; ++i)
        samples.time([&] { ok = !sheet.exportPdf(dir.filePath(QStringLiteral("sheet.pdf"))) && ok; });
    bench::report(QStringLiteral("export a 4-GPU build sheet as PDF"), samples, 1000000);
    return ok ? 0 : 1;
}
