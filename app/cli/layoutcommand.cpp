// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutcommand.h"

#include "clierror.h"
#include "core/catalog/layoutcorrection.h"
#include "db/overlay/useroverlay.h"
#include "db/session/catalogsession.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QTextStream>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace

QString LayoutCommand::synopsis() const
{
    return Text::tr("layout export BOARD -o FILE | layout import FILE");
}

QString LayoutCommand::summary() const
{
    return Text::tr(
        "Write a board's slot layout (yours, if corrected) as a layout file, or check a layout file "
        "and save it as your correction of its board");
}

QList<QCommandLineOption> LayoutCommand::options() const
{
    return {QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
        Text::tr("Layout file to write"), QStringLiteral("file"))};
}

int LayoutCommand::run(Invocation &invocation) const
{
    QTextStream out(stdout);
    const QStringList &args = invocation.arguments();
    const QString output = invocation.value(QStringLiteral("output"));
    const QString verb = args.value(0);
    const bool exporting = verb == u"export" && args.size() == 2 && !output.isEmpty();
    const bool importing = verb == u"import" && args.size() == 2;
    if (!exporting && !importing)
        return fail(Text::tr("layout takes export BOARD -o FILE or import FILE"));
    if (!invocation.requireCatalog())
        return kExitBadInput;
    const db::CatalogSession &session = invocation.session();
    if (exporting) {
        const auto board = session.catalog()->part(PartId(args[1]));
        if (!board || board->kind() != PartKind::Motherboard)
            return fail(Text::tr("%1 is not a board in the catalog").arg(echoed(args[1])));
        LayoutCorrection c;
        c.board = board->info.id;
        c.boardName = board->info.name;
        c.slots = board->as<MotherboardSpec>()->slots;
        if (const auto saved
            = session.layoutStore() ? session.layoutStore()->layoutCorrection(c.board) : std::nullopt) {
            c.sourceNote = saved->sourceNote;
            c.sourceUrl = saved->sourceUrl;
        }
        if (const auto why = layoutfile::save(c, output))
            return fail(QStringLiteral("%1: %2").arg(output, *why));
        out << terminalSafe(Text::tr("Layout of %1 written to %2").arg(c.boardName, output)) << '\n';
        return 0;
    }
    if (!session.layoutStore())
        return fail(Text::tr("your custom parts file is not open; the layout cannot be saved"));
    const auto read = layoutfile::load(args[1], *session.catalog());
    if (const auto *why = std::get_if<QString>(&read))
        return fail(QStringLiteral("%1: %2").arg(args[1], *why));
    const LayoutCorrection &c = std::get<LayoutCorrection>(read);
    if (const auto why = session.layoutStore()->saveLayoutCorrection(c))
        return fail(*why);
    out << terminalSafe(
        Text::tr("Layout of %1 saved in %2").arg(c.board.key(), db::UserOverlay::defaultPath()))
        << '\n';
    return 0;
}

} // namespace rigsmith::cli
