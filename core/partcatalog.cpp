// SPDX-License-Identifier: GPL-3.0-or-later
#include "partcatalog.h"

#include <QFutureWatcher>
#include <QRegularExpression>

#include <algorithm>

namespace rigsmith::core {

QFuture<void> PartCatalog::whenReady(PartKind) const
{
    return QtFuture::makeReadyFuture();
}

void onReady(const PartCatalog &catalog, PartKind kind, QObject *context, std::function<void()> then)
{
    const QFuture<void> ready = catalog.whenReady(kind);
    if (ready.isFinished()) {
        then();
        return;
    }
    auto *watcher = new QFutureWatcher<void>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, then = std::move(then)] {
        watcher->deleteLater();
        then();
    });
    watcher->setFuture(ready);
}

namespace {

const QRegularExpression &wordPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"([\p{L}\p{N}]+)"));
    return pattern;
}

} // namespace

QStringList searchWords(const QString &text)
{
    QStringList words;
    for (auto it = wordPattern().globalMatch(QStringView(text).left(kMaxSearchLength));
         it.hasNext() && words.size() < kMaxSearchWords;) {
        const QString word = it.next().captured(0).toCaseFolded();
        if (!words.contains(word))
            words.append(word);
    }
    return words;
}

bool matches(const Part &part, const PartQuery &query)
{
    if (part.kind() != query.kind || !passes(part, query.filter))
        return false;
    // Every word the user typed must begin a word of the maker or name ("rtx 40" finds
    // "RTX 4090"), the same rule as the catalog's full-text index.
    const QStringList typed = searchWords(query.text);
    if (typed.isEmpty())
        return true;
    QStringList haystack;
    for (const QString &text : {part.info.manufacturer, part.info.name}) {
        for (auto it = wordPattern().globalMatch(text); it.hasNext();)
            haystack.append(it.next().captured(0));
    }
    for (const QString &word : typed) {
        if (std::none_of(haystack.cbegin(), haystack.cend(),
                [&word](const QString &h) { return h.startsWith(word, Qt::CaseInsensitive); }))
            return false;
    }
    return true;
}

QList<Part> finishQuery(QList<Part> matched, const PartQuery &query)
{
    sortParts(matched, query.sort);
    if (query.limit >= 0 && matched.size() > query.limit)
        matched.resize(query.limit);
    return matched;
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
        if (matches(p, query))
            out.append(p);
    }
    return finishQuery(std::move(out), query);
}

int InMemoryCatalog::count(PartKind kind) const
{
    return int(
        std::count_if(mParts.cbegin(), mParts.cend(), [kind](const Part &p) { return p.kind() == kind; }));
}

} // namespace rigsmith::core
