// SPDX-License-Identifier: GPL-3.0-or-later
#include "partcatalog.h"

#include <algorithm>

namespace rigsmith::core {

bool matches(const Part &part, const PartQuery &query)
{
    if (part.kind() != query.kind)
        return false;
    if (query.maxPrice) {
        if (!part.info.price || part.info.price->currency() != query.maxPrice->currency()
            || part.info.price->cents() > query.maxPrice->cents())
            return false;
    }
    const QString haystack = part.info.manufacturer + u' ' + part.info.name;
    const QStringList words = query.text.split(u' ', Qt::SkipEmptyParts);
    return std::all_of(words.cbegin(), words.cend(),
        [&](const QString &w) { return haystack.contains(w, Qt::CaseInsensitive); });
}

InMemoryCatalog::InMemoryCatalog(QList<Part> parts, CatalogInfo info)
    : mInfo(std::move(info))
{
    for (const Part &p : parts)
        insert(p);
}

void InMemoryCatalog::insert(const Part &part)
{
    for (Part &p : mParts) {
        if (p.info.id == part.info.id) {
            p = part;
            return;
        }
    }
    mParts.append(part);
}

std::optional<Part> InMemoryCatalog::part(const PartId &id) const
{
    for (const Part &p : mParts) {
        if (p.info.id == id)
            return p;
    }
    return std::nullopt;
}

QList<Part> InMemoryCatalog::parts(PartKind kind) const
{
    QList<Part> out;
    for (const Part &p : mParts) {
        if (p.kind() == kind)
            out.append(p);
    }
    return out;
}

QList<Part> InMemoryCatalog::search(const PartQuery &query) const
{
    QList<Part> out;
    for (const Part &p : mParts) {
        if (query.limit >= 0 && out.size() >= query.limit)
            break;
        if (matches(p, query))
            out.append(p);
    }
    return out;
}

int InMemoryCatalog::count(PartKind kind) const
{
    return int(
        std::count_if(mParts.cbegin(), mParts.cend(), [kind](const Part &p) { return p.kind() == kind; }));
}

} // namespace rigsmith::core
