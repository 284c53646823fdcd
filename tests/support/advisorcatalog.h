// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisor.h"
#include "core/catalog/partcatalog.h"

#include <set>

namespace rigsmith::testing {

// A part of the same kind under another id, name and USD price.
template<typename T>
inline T variant(T part, const char *id, double usd)
{
    part.info.id = core::PartId(QString::fromLatin1(id));
    part.info.name = QString::fromLatin1(id);
    part.info.price = core::Money::fromUnits(usd, QStringLiteral("USD"));
    return part;
}

// A few parts of each kind, with the differences the rules care about (cards of two models and coolers,
// boards of one, two and four x16 slots, processors of two sizes and a foreign socket, memory of the wrong
// generation, PSUs too small for four cards, a case too short for the long card): small enough that
// every build of it can be enumerated.
QList<core::Part> cutDownCatalog();

// A point of a front: its price and its throughput as the advisor compares them.
struct Point
{
    qint64 cents;
    double throughput;
    bool operator==(const Point &) const = default;
    bool operator<(const Point &o) const
    {
        return cents != o.cents ? cents < o.cents : throughput < o.throughput;
    }
};

// The advisor's front as the exhaustive enumeration gives it.
std::set<Point> pointsOf(const core::advisor::Result &r);

// Every build of the search space, judged by the rule engine: the front of the valid ones, under the
// advisor's own policies (RAM size, registered memory only where confirmed). `judged` counts the builds.
std::set<Point> exhaustiveFront(
    const QList<core::Part> &catalog, const core::advisor::Query &q, qint64 *judged);

// A query without the search's bounds (the exhaustive check), on a 230 V / 16 A circuit.
core::advisor::Query baseQuery(core::WorkloadKind kind);

} // namespace rigsmith::testing
