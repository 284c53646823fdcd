// SPDX-License-Identifier: GPL-3.0-or-later
#include "productkey.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace rigsmith::db {

namespace {

QString wordsOf(const QString &manufacturer, const QString &name, const QSet<QString> &noise, bool once)
{
    static const QRegularExpression separators(QStringLiteral(R"([\s,/()]+)"));
    static const QRegularExpression socket(QStringLiteral(R"(^lga\d{3,4}(-\d)?$)"));
    // What shops add in brackets names no other product when it is a revision ("rev. 1.x", "V1.0",
    // "1.0"), a regional code ("CEC") or a list of features ("AM4 AMD/B550/ATX/…"). Other bracketed
    // words stay: "(Wi-Fi)" and "(1-Click OC)" are products of their own.
    static const QRegularExpression bracketed(
        QStringLiteral(R"(\((?:\s*rev\b[^()]*|\s*v?[\d.x/ ]+|\s*cec\s*|[^()]*/[^()]*/[^()]*)\))"),
        QRegularExpression::CaseInsensitiveOption);
    // Order codes around a model: Supermicro's retail "MBD-…-O", Gigabyte's "GA-" prefix.
    static const QRegularExpression orderCode(QStringLiteral(R"(^(?:mbd-(.+?)(?:-o)?|ga-(.+))$)"));
    const QString maker = manufacturer.trimmed().toLower();
    QStringList words;
    for (QString w : name.toLower().remove(bracketed).split(separators, Qt::SkipEmptyParts)) {
        if (const auto code = orderCode.match(w); once && code.hasMatch())
            w = code.captured(1).isEmpty() ? code.captured(2) : code.captured(1);
        if (w != maker && !noise.contains(w) && !socket.match(w).hasMatch() && !(once && words.contains(w)))
            words.append(w);
    }
    std::sort(words.begin(), words.end());
    return maker + u'|' + words.join(u' ');
}

} // namespace

QString boardKey(
    const QString &manufacturer, const QString &name, const QString &memoryType, const QString &formFactor)
{
    static const QSet<QString> noise {QStringLiteral("amd"), QStringLiteral("intel"), QStringLiteral("ddr3"),
        QStringLiteral("ddr4"), QStringLiteral("ddr5"), QStringLiteral("atx"), QStringLiteral("eatx"),
        QStringLiteral("e-atx"), QStringLiteral("xl"), QStringLiteral("micro"), QStringLiteral("micro-atx"),
        QStringLiteral("matx"), QStringLiteral("mini"), QStringLiteral("itx"), QStringLiteral("mini-itx"),
        QStringLiteral("motherboard"), QStringLiteral("chipset"), QStringLiteral("str4"),
        QStringLiteral("strx4"), QStringLiteral("trx4"), QStringLiteral("str5"), QStringLiteral("swrx8"),
        QStringLiteral("am4"), QStringLiteral("am5"), QStringLiteral("lga"), QStringLiteral("ssi"),
        QStringLiteral("ceb"),
        QStringLiteral("eeb")}; // "SSI CEB", "SSI EEB": the form factor, in its own column
    return wordsOf(manufacturer, name, noise, true) + u'|' + memoryType + u'|' + formFactor;
}

QString gpuKey(const QString &manufacturer, const QString &name, double memoryGb)
{
    static const QSet<QString> noise {
        QStringLiteral("amd"), QStringLiteral("graphics"), QStringLiteral("card"), QStringLiteral("video")};
    return wordsOf(manufacturer, name, noise, false) + u'|' + QString::number(memoryGb);
}

QString cpuKey(const QString &name, const QString &socket)
{
    static const QRegularExpression separators(QStringLiteral(R"([^\p{L}\p{N}]+)"));
    static const QSet<QString> noise {
        QStringLiteral("amd"), QStringLiteral("intel"), QStringLiteral("processor"), QStringLiteral("cpu")};
    QStringList words;
    for (const QString &w : name.toLower().split(separators, Qt::SkipEmptyParts)) {
        if (!noise.contains(w))
            words.append(w);
    }
    return words.join(u' ') + u'|' + socket.trimmed().toLower();
}

} // namespace rigsmith::db
