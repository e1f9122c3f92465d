import FieldKit

/// The checkout page's own texts (the app's, not FieldKit's) in FieldKit's
/// shipped languages; FieldKit's messages and toolbar labels come from its
/// own catalog.
struct DemoStrings {
    var checkout: String
    var hint: String
    var labels: [String: String]
    var card: String

    /// The texts for `language`.
    static func forLanguage(_ language: MessageLanguage) -> DemoStrings {
        let l: [String]
        switch language {
        case .english:
            l = [
                "Checkout",
                "Return moves to the next field; Return on the last field, Done, or Ctrl+Return in any field pays.",
                "Card",
                "Full name", "E-mail", "Phone", "Delivery address", "Card number", "Expiry", "Security code",
                "IBAN", "Amount",
            ]
        case .german:
            l = [
                "Kasse",
                "Die Eingabetaste springt zum nächsten Feld; im letzten Feld oder mit „Fertig“ wird bezahlt.",
                "Karte", "Vollständiger Name", "E-Mail", "Telefon", "Lieferadresse", "Kartennummer",
                "Gültig bis",
                "Sicherheitscode", "IBAN", "Betrag",
            ]
        case .italian:
            l = [
                "Pagamento", "Invio passa al campo successivo; nell’ultimo campo o con Fine si paga.",
                "Carta",
                "Nome e cognome", "Email", "Telefono", "Indirizzo di consegna", "Numero della carta",
                "Scadenza",
                "Codice di sicurezza", "IBAN", "Importo",
            ]
        case .korean:
            l = [
                "결제", "Return 키로 다음 항목으로 이동하고, 마지막 항목에서 누르거나 완료를 누르면 결제합니다.", "카드",
                "이름", "이메일", "전화번호", "배송 주소", "카드 번호", "유효기간", "보안 코드", "IBAN", "금액",
            ]
        case .russian:
            l = [
                "Оформление заказа",
                "Enter переходит к следующему полю; в последнем поле или кнопкой «Готово» — оплата.",
                "Карта", "Имя и фамилия", "Эл. почта", "Телефон", "Адрес доставки", "Номер карты",
                "Срок действия",
                "Код безопасности", "IBAN", "Сумма",
            ]
        case .french:
            l = [
                "Paiement", "Entrée passe au champ suivant ; dans le dernier champ ou avec OK, vous payez.",
                "Carte",
                "Nom complet", "E-mail", "Téléphone", "Adresse de livraison", "Numéro de carte", "Expiration",
                "Code de sécurité", "IBAN", "Montant",
            ]
        case .spanish:
            l = [
                "Pago", "Intro pasa al campo siguiente; en el último campo o con OK se paga.", "Tarjeta",
                "Nombre completo", "Correo electrónico", "Teléfono", "Dirección de entrega",
                "Número de tarjeta",
                "Caducidad", "Código de seguridad", "IBAN", "Importe",
            ]
        case .japanese:
            l = [
                "お支払い", "Return キーで次の項目へ移動し、最後の項目または「完了」で支払います。", "カード",
                "氏名", "メールアドレス", "電話番号", "お届け先住所", "カード番号", "有効期限", "セキュリティコード", "IBAN", "金額",
            ]
        case .simplifiedChinese:
            l = [
                "结账", "按回车键转到下一个字段；在最后一个字段按回车或点按“完成”即可付款。", "卡",
                "姓名", "电子邮件", "电话", "收货地址", "卡号", "有效期", "安全码", "IBAN", "金额",
            ]
        case .arabic:
            l = [
                "الدفع",
                "ينقلك مفتاح الإدخال إلى الحقل التالي؛ وفي الحقل الأخير أو بالضغط على «تم» يتم الدفع.",
                "بطاقة",
                "الاسم الكامل", "البريد الإلكتروني", "الهاتف", "عنوان التسليم", "رقم البطاقة",
                "تاريخ الانتهاء",
                "رمز الأمان", "IBAN", "المبلغ",
            ]
        }
        let names = ["name", "email", "phone", "address", "card", "expiry", "cvc", "iban", "amount"]
        return DemoStrings(
            checkout: l[0], hint: l[1], labels: Dictionary(uniqueKeysWithValues: zip(names, l[3...])),
            card: l[2])
    }
}

/// The currency the demo's amount field uses in a region.
enum DemoCurrency {
    static func forRegion(_ region: String?) -> String {
        switch region ?? "" {
        case "DE", "AT", "IT", "FR", "ES", "NL", "BE", "FI", "IE", "PT", "GR": "EUR"
        case "KR": "KRW"
        case "JP": "JPY"
        case "RU": "RUB"
        case "CN": "CNY"
        case "EG": "EGP"
        case "SA": "SAR"
        case "GB": "GBP"
        case "CH": "CHF"
        case "IN": "INR"
        default: "USD"
        }
    }
}
