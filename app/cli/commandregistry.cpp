// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandregistry.h"

#include "catalogcommand.h"
#include "comparecommand.h"
#include "exportcommand.h"
#include "fitcommand.h"
#include "gpuscommand.h"
#include "layoutcommand.h"
#include "newcommand.h"
#include "pricescommand.h"
#include "showcommand.h"
#include "suggestcommand.h"
#include "validatecommand.h"

#include <tuple>

namespace rigsmith::cli {

namespace {

template<typename... Verbs>
QList<const Command *> instances()
{
    // One of each, alive for the whole run.
    static const std::tuple<Verbs...> verbs;
    return std::apply([](const auto &...v) { return QList<const Command *> {&v...}; }, verbs);
}

} // namespace

const QList<const Command *> &commands()
{
    // A new verb is its class and its name in this list (in the order the general help shows).
    static const QList<const Command *> all
        = instances<ShowCommand, ValidateCommand, GpusCommand, CompareCommand, CatalogCommand, ExportCommand,
            FitCommand, NewCommand, PricesCommand, SuggestCommand, LayoutCommand>();
    return all;
}

const Command *commandNamed(QStringView name)
{
    for (const Command *c : commands()) {
        if (c->name() == name)
            return c;
    }
    return nullptr;
}

} // namespace rigsmith::cli
