// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcommand.h"

#include "clierror.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace

QJsonObject layoutConfidenceCounts(const PartCatalog &catalog)
{
    int counts[5] = {0, 0, 0, 0, 0};
    for (const Part &p : catalog.parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        if (!b)
            continue;
        // A board the user corrected counts as theirs, whatever the catalog knew of it.
        ++counts[b->layoutCorrected ? 4 : b->layoutApproximate ? 3 : int(b->layoutConfidence)];
    }
    return {{toKey(LayoutConfidence::Positions), counts[int(LayoutConfidence::Positions)]},
        {toKey(LayoutConfidence::SlotsAndLanes), counts[int(LayoutConfidence::SlotsAndLanes)]},
        {toKey(LayoutConfidence::Unverified), counts[int(LayoutConfidence::Unverified)]},
        {QStringLiteral("derived"), counts[3]}, {QStringLiteral("corrected"), counts[4]}};
}

QString CatalogCommand::synopsis() const
{
    return Text::tr("catalog [--json]");
}

QString CatalogCommand::summary() const
{
    return Text::tr("Describe the parts catalog: where it is, its version, parts per kind");
}

QList<QCommandLineOption> CatalogCommand::options() const
{
    return {jsonOption()};
}

int CatalogCommand::run(Invocation &invocation) const
{
    if (!invocation.arguments().isEmpty())
        return fail(Text::tr("catalog takes no file"));
    const PartCatalog *catalog = invocation.requireCatalog();
    if (!catalog)
        return kExitBadInput;
    const CatalogInfo info = catalog->info();
    QJsonObject counts;
    for (PartKind kind : allValues<PartKind>())
        counts.insert(toKey(kind), catalog->count(kind));
    const QJsonObject layouts = layoutConfidenceCounts(*catalog);
    QTextStream out(stdout);
    if (invocation.json()) {
        out << QJsonDocument(
            QJsonObject {{QStringLiteral("path"), invocation.session().location().path},
                {QStringLiteral("name"), info.name}, {QStringLiteral("version"), info.version},
                {QStringLiteral("dataDate"), info.dataDate.toString(Qt::ISODate)},
                {QStringLiteral("parts"), counts}, {QStringLiteral("boardLayouts"), layouts}})
                   .toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << Text::tr("%1 %2 (data of %3)").arg(info.name, info.version, info.dataDate.toString(Qt::ISODate))
        << '\n'
        << invocation.session().location().path << '\n';
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        out << "  " << it.key().leftJustified(12) << it.value().toInt() << '\n';
    out << Text::tr("Motherboard slot layouts:") << '\n';
    for (auto it = layouts.constBegin(); it != layouts.constEnd(); ++it)
        out << "  " << it.key().leftJustified(16) << it.value().toInt() << '\n';
    return kExitOk;
}

} // namespace rigsmith::cli
