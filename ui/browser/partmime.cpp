// SPDX-License-Identifier: GPL-3.0-or-later
#include "partmime.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace rigsmith::ui {

QMimeData *makePartMime(const DragPayload &payload)
{
    QJsonObject o {{QStringLiteral("id"), payload.id.key()}};
    if (payload.fromSlot)
        o.insert(QStringLiteral("fromSlot"), *payload.fromSlot);
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPartMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
    mime->setText(payload.id.key());
    return mime;
}

std::optional<DragPayload> readPartMime(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPartMimeType)))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(mime->data(QString::fromLatin1(kPartMimeType))).object();
    const QString id = o.value(QStringLiteral("id")).toString();
    if (!core::PartId::isValidKey(id))
        return std::nullopt;
    DragPayload p {core::PartId(id), std::nullopt};
    if (o.contains(QStringLiteral("fromSlot")))
        p.fromSlot = o.value(QStringLiteral("fromSlot")).toInt();
    return p;
}

} // namespace rigsmith::ui
