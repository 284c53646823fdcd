// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommand.h"

#include "clierror.h"
#include "core/compare/shoppinglist.h"
#include "core/file/atomicsave.h"
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"
#include "terminaltext.h"
#include "ui/sheet/buildsheet.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace

QString ExportCommand::synopsis() const
{
    return Text::tr("export FILE --pdf OUT [--page-size A4|Letter] | --parts-csv OUT | --parts-md OUT");
}

QString ExportCommand::summary() const
{
    return Text::tr("Write the build sheet as a PDF, or the parts as a shopping list");
}

QList<QCommandLineOption> ExportCommand::options() const
{
    return {valueOption("pdf", Text::tr("PDF file to write"), "path"),
        QCommandLineOption(QStringLiteral("page-size"), Text::tr("Page size of the PDF: A4 or Letter"),
            QStringLiteral("size"), QStringLiteral("A4")),
        valueOption("parts-csv", Text::tr("Shopping list to write as CSV"), "path"),
        valueOption("parts-md", Text::tr("Shopping list to write as Markdown"), "path")};
}

int ExportCommand::run(Invocation &invocation) const
{
    const QStringList &files = invocation.arguments();
    const QString pdf = QStringLiteral("pdf");
    const QString csv = QStringLiteral("parts-csv");
    const QString markdown = QStringLiteral("parts-md");
    if (files.size() == 1) {
        // No output ever replaces the build it is made from (however the path is spelled, or a link
        // to it), checked for every output before anything is written.
        for (const QString &option : {pdf, csv, markdown}) {
            if (invocation.isSet(option) && sameFile(files.first(), invocation.value(option)))
                return fail(Text::tr(
                    "%1: the export would replace the build file it is made from; choose another name")
                                .arg(QFileInfo(invocation.value(option)).absoluteFilePath()));
        }
    }
    if (invocation.isSet(csv) || invocation.isSet(markdown)) {
        if (files.size() != 1)
            return fail(Text::tr("export takes one build file"));
        const auto loaded = buildfile::load(files.first());
        if (!loaded.ok())
            return fail(loaded.error().toString());
        if (invocation.isSet(csv)) {
            if (const auto error = saveAtomically(invocation.value(csv), partsCsv(loaded.value())))
                return fail(QStringLiteral("%1: %2").arg(invocation.value(csv), *error));
        }
        if (invocation.isSet(markdown)) {
            if (const auto error
                = saveAtomically(invocation.value(markdown), partsMarkdown(loaded.value()).toUtf8()))
                return fail(QStringLiteral("%1: %2").arg(invocation.value(markdown), *error));
        }
        if (!invocation.isSet(pdf))
            return kExitOk;
    }
    if (files.size() != 1 || !invocation.isSet(pdf))
        return fail(Text::tr("export takes one build file and --pdf OUT"));
    const QString size = invocation.value(QStringLiteral("page-size")).toLower();
    if (size != u"a4" && size != u"letter")
        return fail(Text::tr("page size \"%1\" is not A4 or Letter")
                        .arg(echoed(invocation.value(QStringLiteral("page-size")))));
    const auto loaded = buildfile::load(files.first());
    if (!loaded.ok())
        return fail(loaded.error().toString());
    // Without a catalog the sheet is still written, only without the GPU value map.
    const PartCatalog *catalog = invocation.catalogIfAny(true);
    ui::BuildSheet::Options options;
    options.pageSize = QPageSize(size == u"a4" ? QPageSize::A4 : QPageSize::Letter);
    options.version = QCoreApplication::applicationVersion();
    options.catalog = catalog;
    if (catalog)
        options.catalogDate = catalog->info().dataDate;
    const ui::BuildSheet sheet(loaded.value(), options);
    if (const auto error = sheet.exportPdf(invocation.value(pdf)))
        return fail(*error);
    return kExitOk;
}

} // namespace rigsmith::cli
