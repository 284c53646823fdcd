// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparecommand.h"

#include "clierror.h"
#include "core/file/buildfile.h"
#include "terminaltext.h"
#include "validatecommand.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(validate)
};

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace

QString compareText(const Comparison &c, const QStringList &notes)
{
    QString out;
    QTextStream s(&out);
    const int width = 28;
    s << QString().leftJustified(26);
    for (const QString &n : c.names)
        s << oneLine(n).left(width - 2).leftJustified(width);
    s << '\n';
    for (const ComparisonRow &r : c.rows) {
        s << (r.differs ? QStringLiteral("≠ ") : QStringLiteral("  ")) << r.label.left(23).leftJustified(24);
        for (qsizetype i = 0; i < r.values.size(); ++i) {
            const QString v = (i == r.best ? QStringLiteral("*") : QString()) + r.values[i];
            s << v.left(width - 2).leftJustified(width);
        }
        s << '\n';
    }
    if (!c.uniqueFindings.isEmpty()) {
        s << '\n' << Text::tr("Findings only some builds have:") << '\n';
        // Each build's own message: the numbers and parts differ from build to build.
        for (const FindingPresence &f : c.uniqueFindings) {
            s << "  " << f.ruleId << '\n';
            for (qsizetype i = 0; i < f.in.size(); ++i) {
                if (!f.in[i])
                    continue;
                for (const QString &m : f.messages.value(i).split(u'\n'))
                    s << "    " << oneLine(c.names[i]) << ": " << m << '\n';
            }
        }
    }
    for (const QString &w : c.assumptionWarnings())
        s << '\n' << w;
    // Which prices each build rests on: the catalog's where its file's moved, or the file's, stale.
    for (const QString &n : notes) {
        if (!n.isEmpty())
            s << '\n' << n;
    }
    s << '\n' << Text::tr("* best of the row among builds without errors, ≠ the builds differ") << '\n';
    return out;
}

QJsonObject compareJson(const Comparison &c, const QStringList &notes)
{
    QJsonArray rows;
    for (const ComparisonRow &r : c.rows) {
        QJsonArray values;
        for (const QString &v : r.values)
            values.append(v);
        QJsonArray numbers;
        for (const auto &n : r.numbers)
            numbers.append(n ? QJsonValue(*n) : QJsonValue());
        QJsonObject o {{QStringLiteral("key"), r.key}, {QStringLiteral("label"), r.label},
            {QStringLiteral("kind"),
                r.kind == ComparisonRow::Kind::Part ? QStringLiteral("part") : QStringLiteral("figure")},
            {QStringLiteral("values"), values}, {QStringLiteral("differs"), r.differs}};
        if (r.kind == ComparisonRow::Kind::Figure) {
            o.insert(QStringLiteral("numbers"), numbers);
            o.insert(QStringLiteral("best"), r.best);
        }
        rows.append(o);
    }
    QJsonArray unique;
    for (const FindingPresence &f : c.uniqueFindings) {
        QJsonArray in;
        for (bool b : f.in)
            in.append(b);
        QJsonArray messages;
        for (const QString &m : f.messages)
            messages.append(m.isEmpty() ? QJsonValue() : QJsonValue(m));
        unique.append(QJsonObject {{QStringLiteral("rule"), f.ruleId}, {QStringLiteral("message"), f.message},
            {QStringLiteral("in"), in}, {QStringLiteral("messages"), messages}});
    }
    // Each build's errors (only builds without any are "best"), how sure its money is, its assumptions.
    QJsonArray details;
    for (qsizetype i = 0; i < c.builds.size(); ++i) {
        const ComparedBuild &b = c.builds[i];
        // Which prices the build rests on (DriftCheck::note): empty when its file matched the catalog.
        details.append(QJsonObject {{QStringLiteral("name"), b.name}, {QStringLiteral("errors"), b.errors},
            {QStringLiteral("priceNote"), notes.value(i)}, {QStringLiteral("unpricedParts"), b.unpricedParts},
            {QStringLiteral("lowerBound"), b.unpricedParts > 0}, {QStringLiteral("currency"), b.currency},
            {QStringLiteral("hoursPerDay"), b.hoursPerDay},
            {QStringLiteral("electricityPricePerKwh"), b.electricityPricePerKwh},
            {QStringLiteral("years"), b.years}, {QStringLiteral("workload"), b.workload}});
    }
    return QJsonObject {{QStringLiteral("builds"), QJsonArray::fromStringList(c.names)},
        {QStringLiteral("details"), details}, {QStringLiteral("rows"), rows},
        {QStringLiteral("uniqueFindings"), unique},
        {QStringLiteral("differingAssumptions"), QJsonArray::fromStringList(c.differingAssumptions)},
        {QStringLiteral("assumptionWarnings"), QJsonArray::fromStringList(c.assumptionWarnings())}};
}

QString CompareCommand::synopsis() const
{
    return CliText::tr("compare A B [C D] [--json] [--saved-prices]");
}

QString CompareCommand::summary() const
{
    return CliText::tr("Builds side by side: parts, figures, findings only some have");
}

QList<QCommandLineOption> CompareCommand::options() const
{
    return {jsonOption(), savedPricesOption()};
}

int CompareCommand::run(Invocation &invocation) const
{
    const QStringList &files = invocation.arguments();
    if (files.size() < 2 || files.size() > 4)
        return fail(CliText::tr("compare takes 2 to 4 build files"));
    QList<Build> builds;
    QStringList failed;
    QStringList notes; // what each file's drift check did (core::checkDrift)
    if (const QString &refused = invocation.session().catalogRefused(); !refused.isEmpty())
        return fail(refused);
    const PartCatalog *catalog = invocation.catalogIfAny(false);
    for (const QString &path : files) {
        const auto loaded = buildfile::load(path);
        if (!loaded.ok()) {
            failed.append(loaded.error().toString());
            continue;
        }
        const auto drift = driftOf(loaded.value(), catalog, invocation);
        builds.append(drift.build);
        notes.append(drift.note(QFileInfo(path).fileName()));
    }
    // A file that fails is named; the others still compare.
    for (const QString &f : failed)
        reportError(f);
    if (builds.size() < 2)
        return fail(CliText::tr("fewer than two builds could be read; nothing to compare"));
    const auto comparison = compareBuilds(builds);
    QTextStream out(stdout);
    if (invocation.json())
        out << QJsonDocument(compareJson(comparison, notes)).toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(compareText(comparison, notes));
    return failed.isEmpty() ? kExitOk : kExitBadInput;
}

} // namespace rigsmith::cli
