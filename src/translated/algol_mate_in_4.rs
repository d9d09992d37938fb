//! Generated from ALGOL 60 by `attic translate programs/algol/mate-in-4.alg`: do not edit by hand.
//! Typed Rust: each procedure a function over typed values.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::algol::runtime as rt;
use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:3];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ[1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      if s = 2 then go to ПОСЛЕДНИЙ ХОД;",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"",
"          if s = 3 then go to ПОСЛЕДНИЙ ХОД;",
"          for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do",
"",
"            ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;",
"            ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);",
"            for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);",
"        ПОСЛЕДНИЙ ХОД:",
"          for ББ := РУБЕЖ ХОДОВ[ss - 2] + 2 step 1 until РУБЕЖ ХОДОВ[ss - 1] do",
"",
"            ВОЗМОЖЕН ПАТ[s - 1] := false;",
"            ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);",
"          ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"            n := РУБЕЖ ХОДОВ[ss];",
"            ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"",
"          ШАХ ЧЕРНЫМ:",
"            for ЧЧ := РУБЕЖ ХОДОВ[ss - 1] + 2 step 1 until РУБЕЖ ХОДОВ[ss] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);",
"            УШЛИ ОТ ШАХА:",
"              УРОВЕНЬ := ss;",
"              ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],",
"",
"",
"            ЧЧ ПРОДОЛЖЕНИЕ:",
"              УРОВЕНЬ := ss",
"",
"          ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:",
"            УРОВЕНЬ := ss - 1;",
"            ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],",
"",
"            ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"            go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else",
"              if s = 3 then Ч2 ПРОДОЛЖЕНИЕ else Ч3 ПРОДОЛЖЕНИЕ;",
"",
"          ББ ПРОДОЛЖЕНИЕ:",
"            УРОВЕНЬ := ss - 1",
"",
"          if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;",
"",
"          if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[6];",
"        if ВОЗМОЖЕН ПАТ[3] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[4];",
"        if ВОЗМОЖЕН ПАТ[2] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ[1] then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 26, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 26, col: 38, width: 6, name: "СПИСОК" },
rt::Site { line: 27, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 28, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 28, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 29, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 3, width: 21, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 27, width: 23, name: "" },
rt::Site { line: 290, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 22, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 28, width: 23, name: "" },
rt::Site { line: 291, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 21, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 27, width: 23, name: "" },
rt::Site { line: 292, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 21, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 27, width: 24, name: "" },
rt::Site { line: 293, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 21, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 27, width: 23, name: "" },
rt::Site { line: 294, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 21, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 27, width: 24, name: "" },
rt::Site { line: 295, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 23, name: "" },
rt::Site { line: 296, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 22, name: "" },
rt::Site { line: 297, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 28, width: 24, name: "" },
rt::Site { line: 297, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 21, name: "" },
rt::Site { line: 298, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 27, width: 23, name: "" },
rt::Site { line: 298, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 22, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 28, width: 24, name: "" },
rt::Site { line: 299, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 22, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 28, width: 25, name: "" },
rt::Site { line: 300, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 22, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 28, width: 25, name: "" },
rt::Site { line: 301, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 23, name: "" },
rt::Site { line: 302, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 29, width: 25, name: "" },
rt::Site { line: 302, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 23, name: "" },
rt::Site { line: 303, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 29, width: 25, name: "" },
rt::Site { line: 303, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 3, width: 23, name: "" },
rt::Site { line: 304, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 304, col: 29, width: 24, name: "" },
rt::Site { line: 304, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 305, col: 3, width: 23, name: "" },
rt::Site { line: 305, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 305, col: 29, width: 24, name: "" },
rt::Site { line: 305, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 306, col: 1, width: 1, name: "i" },
rt::Site { line: 307, col: 7, width: 1, name: "i" },
rt::Site { line: 307, col: 33, width: 38, name: "" },
rt::Site { line: 307, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 307, col: 45, width: 1, name: "i" },
rt::Site { line: 307, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 307, col: 64, width: 1, name: "i" },
rt::Site { line: 308, col: 1, width: 26, name: "input" },
rt::Site { line: 308, col: 30, width: 11, name: "" },
rt::Site { line: 308, col: 36, width: 5, name: "×" },
rt::Site { line: 308, col: 40, width: 1, name: "s" },
rt::Site { line: 309, col: 3, width: 1, name: "i" },
rt::Site { line: 309, col: 7, width: 1, name: "i" },
rt::Site { line: 309, col: 27, width: 6, name: "+" },
rt::Site { line: 309, col: 27, width: 2, name: "ss" },
rt::Site { line: 310, col: 9, width: 19, name: "" },
rt::Site { line: 310, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 310, col: 21, width: 1, name: "i" },
rt::Site { line: 310, col: 31, width: 10, name: "" },
rt::Site { line: 310, col: 31, width: 4, name: "q" },
rt::Site { line: 310, col: 33, width: 1, name: "i" },
rt::Site { line: 314, col: 3, width: 18, name: "" },
rt::Site { line: 314, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 314, col: 24, width: 20, name: "" },
rt::Site { line: 314, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 315, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 237, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 237, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 315, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 316, col: 3, width: 12, name: "" },
rt::Site { line: 316, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 317, col: 3, width: 19, name: "" },
rt::Site { line: 317, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 318, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 39, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 39, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 39, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 39, col: 56, width: 1, name: "n" },
rt::Site { line: 39, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 319, col: 3, width: 19, name: "" },
rt::Site { line: 319, col: 21, width: 1, name: "n" },
rt::Site { line: 319, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 320, col: 1, width: 1, name: "Б1" },
rt::Site { line: 321, col: 7, width: 2, name: "Б1" },
rt::Site { line: 321, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 464, col: 1, width: 1, name: "output" },
rt::Site { line: 453, col: 3, width: 1, name: "output" },
rt::Site { line: 323, col: 5, width: 23, name: "" },
rt::Site { line: 323, col: 5, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 324, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 189, col: 29, width: 1, name: "i" },
rt::Site { line: 189, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 189, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 189, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 189, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 189, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 325, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 325, col: 15, width: 18, name: "+" },
rt::Site { line: 325, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 325, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 325, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 327, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 328, col: 10, width: 5, name: "" },
rt::Site { line: 328, col: 10, width: 5, name: "=" },
rt::Site { line: 328, col: 10, width: 1, name: "s" },
rt::Site { line: 329, col: 7, width: 1, name: "Б2" },
rt::Site { line: 329, col: 17, width: 18, name: "+" },
rt::Site { line: 329, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 329, col: 11, width: 2, name: "Б2" },
rt::Site { line: 329, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 331, col: 9, width: 24, name: "" },
rt::Site { line: 331, col: 9, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 331, col: 36, width: 23, name: "" },
rt::Site { line: 331, col: 36, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 332, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 335, col: 9, width: 1, name: "Ч2" },
rt::Site { line: 335, col: 19, width: 18, name: "+" },
rt::Site { line: 335, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 335, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 335, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 337, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 339, col: 14, width: 5, name: "" },
rt::Site { line: 339, col: 14, width: 5, name: "=" },
rt::Site { line: 339, col: 14, width: 1, name: "s" },
rt::Site { line: 340, col: 11, width: 1, name: "Б3" },
rt::Site { line: 340, col: 21, width: 18, name: "+" },
rt::Site { line: 340, col: 21, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 340, col: 15, width: 2, name: "Б3" },
rt::Site { line: 340, col: 53, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 342, col: 13, width: 24, name: "" },
rt::Site { line: 342, col: 13, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 342, col: 40, width: 23, name: "" },
rt::Site { line: 342, col: 40, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 343, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 344, col: 13, width: 1, name: "Ч3" },
rt::Site { line: 344, col: 23, width: 18, name: "+" },
rt::Site { line: 344, col: 23, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 344, col: 17, width: 2, name: "Ч3" },
rt::Site { line: 344, col: 55, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 388, col: 9, width: 1, name: "" },
rt::Site { line: 346, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 347, col: 9, width: 1, name: "ББ" },
rt::Site { line: 348, col: 21, width: 23, name: "+" },
rt::Site { line: 348, col: 21, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 33, width: 6, name: "-" },
rt::Site { line: 348, col: 33, width: 2, name: "ss" },
rt::Site { line: 348, col: 15, width: 2, name: "ББ" },
rt::Site { line: 348, col: 58, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 70, width: 6, name: "-" },
rt::Site { line: 348, col: 70, width: 2, name: "ss" },
rt::Site { line: 356, col: 11, width: 1, name: "ЧЧ" },
rt::Site { line: 357, col: 23, width: 23, name: "+" },
rt::Site { line: 357, col: 23, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 357, col: 35, width: 6, name: "-" },
rt::Site { line: 357, col: 35, width: 2, name: "ss" },
rt::Site { line: 357, col: 17, width: 2, name: "ЧЧ" },
rt::Site { line: 357, col: 60, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 357, col: 72, width: 2, name: "ss" },
rt::Site { line: 350, col: 13, width: 28, name: "" },
rt::Site { line: 350, col: 13, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 350, col: 26, width: 5, name: "-" },
rt::Site { line: 350, col: 26, width: 1, name: "s" },
rt::Site { line: 351, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 352, col: 11, width: 1, name: "" },
rt::Site { line: 353, col: 18, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 353, col: 30, width: 2, name: "ss" },
rt::Site { line: 354, col: 13, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 365, col: 13, width: 1, name: "" },
rt::Site { line: 366, col: 26, width: 2, name: "ss" },
rt::Site { line: 359, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 360, col: 13, width: 1, name: "" },
rt::Site { line: 361, col: 26, width: 2, name: "ss" },
rt::Site { line: 362, col: 15, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 150, col: 26, width: 1, name: "З" },
rt::Site { line: 362, col: 28, width: 50, name: "СПИСОК" },
rt::Site { line: 362, col: 38, width: 16, name: "" },
rt::Site { line: 362, col: 38, width: 16, name: "=" },
rt::Site { line: 362, col: 38, width: 10, name: "q" },
rt::Site { line: 362, col: 40, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 362, col: 59, width: 6, name: "+" },
rt::Site { line: 362, col: 59, width: 2, name: "ЧЧ" },
rt::Site { line: 362, col: 71, width: 6, name: "+" },
rt::Site { line: 362, col: 71, width: 2, name: "ЧЧ" },
rt::Site { line: 150, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 150, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 150, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 368, col: 11, width: 1, name: "" },
rt::Site { line: 369, col: 24, width: 6, name: "-" },
rt::Site { line: 369, col: 24, width: 2, name: "ss" },
rt::Site { line: 370, col: 13, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 370, col: 26, width: 50, name: "СПИСОК" },
rt::Site { line: 370, col: 36, width: 16, name: "" },
rt::Site { line: 370, col: 36, width: 16, name: "=" },
rt::Site { line: 370, col: 36, width: 10, name: "q" },
rt::Site { line: 370, col: 38, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 370, col: 57, width: 6, name: "+" },
rt::Site { line: 370, col: 57, width: 2, name: "ББ" },
rt::Site { line: 370, col: 69, width: 6, name: "+" },
rt::Site { line: 370, col: 69, width: 2, name: "ББ" },
rt::Site { line: 372, col: 13, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 166, col: 28, width: 1, name: "i" },
rt::Site { line: 166, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 166, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 166, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 373, col: 19, width: 1, name: "" },
rt::Site { line: 373, col: 22, width: 5, name: "" },
rt::Site { line: 373, col: 22, width: 5, name: "=" },
rt::Site { line: 373, col: 22, width: 1, name: "s" },
rt::Site { line: 374, col: 18, width: 5, name: "" },
rt::Site { line: 374, col: 18, width: 5, name: "=" },
rt::Site { line: 374, col: 18, width: 1, name: "s" },
rt::Site { line: 376, col: 11, width: 1, name: "" },
rt::Site { line: 377, col: 24, width: 6, name: "-" },
rt::Site { line: 377, col: 24, width: 2, name: "ss" },
rt::Site { line: 379, col: 14, width: 5, name: "" },
rt::Site { line: 379, col: 14, width: 5, name: "=" },
rt::Site { line: 379, col: 14, width: 1, name: "s" },
rt::Site { line: 381, col: 14, width: 5, name: "" },
rt::Site { line: 381, col: 14, width: 5, name: "=" },
rt::Site { line: 381, col: 14, width: 1, name: "s" },
rt::Site { line: 382, col: 9, width: 1, name: "" },
rt::Site { line: 384, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 384, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 384, col: 34, width: 16, name: "" },
rt::Site { line: 384, col: 34, width: 16, name: "=" },
rt::Site { line: 384, col: 34, width: 10, name: "q" },
rt::Site { line: 384, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 384, col: 55, width: 6, name: "+" },
rt::Site { line: 384, col: 55, width: 2, name: "Ч3" },
rt::Site { line: 384, col: 67, width: 6, name: "+" },
rt::Site { line: 384, col: 67, width: 2, name: "Ч3" },
rt::Site { line: 386, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 391, col: 9, width: 19, name: "" },
rt::Site { line: 391, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 392, col: 12, width: 15, name: "" },
rt::Site { line: 392, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 395, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 399, col: 7, width: 1, name: "" },
rt::Site { line: 401, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 401, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 401, col: 32, width: 16, name: "" },
rt::Site { line: 401, col: 32, width: 16, name: "=" },
rt::Site { line: 401, col: 32, width: 10, name: "q" },
rt::Site { line: 401, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 401, col: 53, width: 6, name: "+" },
rt::Site { line: 401, col: 53, width: 2, name: "Б3" },
rt::Site { line: 401, col: 65, width: 6, name: "+" },
rt::Site { line: 401, col: 65, width: 2, name: "Б3" },
rt::Site { line: 403, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 405, col: 7, width: 1, name: "" },
rt::Site { line: 414, col: 9, width: 1, name: "" },
rt::Site { line: 408, col: 9, width: 1, name: "" },
rt::Site { line: 410, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 410, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 410, col: 34, width: 16, name: "" },
rt::Site { line: 410, col: 34, width: 16, name: "=" },
rt::Site { line: 410, col: 34, width: 10, name: "q" },
rt::Site { line: 410, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 410, col: 55, width: 6, name: "+" },
rt::Site { line: 410, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 410, col: 67, width: 6, name: "+" },
rt::Site { line: 410, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 412, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 417, col: 9, width: 19, name: "" },
rt::Site { line: 417, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 418, col: 12, width: 15, name: "" },
rt::Site { line: 418, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 421, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 425, col: 7, width: 1, name: "" },
rt::Site { line: 427, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 427, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 427, col: 32, width: 16, name: "" },
rt::Site { line: 427, col: 32, width: 16, name: "=" },
rt::Site { line: 427, col: 32, width: 10, name: "q" },
rt::Site { line: 427, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 427, col: 53, width: 6, name: "+" },
rt::Site { line: 427, col: 53, width: 2, name: "Б2" },
rt::Site { line: 427, col: 65, width: 6, name: "+" },
rt::Site { line: 427, col: 65, width: 2, name: "Б2" },
rt::Site { line: 429, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 431, col: 7, width: 1, name: "" },
rt::Site { line: 440, col: 5, width: 1, name: "" },
rt::Site { line: 434, col: 5, width: 1, name: "" },
rt::Site { line: 436, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 436, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 436, col: 30, width: 16, name: "" },
rt::Site { line: 436, col: 30, width: 16, name: "=" },
rt::Site { line: 436, col: 30, width: 10, name: "q" },
rt::Site { line: 436, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 436, col: 51, width: 6, name: "+" },
rt::Site { line: 436, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 436, col: 63, width: 6, name: "+" },
rt::Site { line: 436, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 438, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 443, col: 5, width: 19, name: "" },
rt::Site { line: 443, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 444, col: 8, width: 15, name: "" },
rt::Site { line: 444, col: 8, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 447, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 451, col: 5, width: 23, name: "output" },
rt::Site { line: 455, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 459, col: 3, width: 1, name: "" },
rt::Site { line: 462, col: 3, width: 36, name: "output" },
rt::Site { line: 73, col: 5, width: 10, name: "" },
rt::Site { line: 73, col: 10, width: 5, name: "+" },
rt::Site { line: 73, col: 10, width: 1, name: "n" },
rt::Site { line: 73, col: 18, width: 14, name: "" },
rt::Site { line: 73, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 73, col: 25, width: 1, name: "m" },
rt::Site { line: 74, col: 5, width: 15, name: "" },
rt::Site { line: 74, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 74, col: 23, width: 33, name: "" },
rt::Site { line: 74, col: 33, width: 8, name: "" },
rt::Site { line: 74, col: 33, width: 8, name: ">" },
rt::Site { line: 74, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 75, col: 5, width: 1, name: "j" },
rt::Site { line: 75, col: 9, width: 1, name: "j" },
rt::Site { line: 77, col: 7, width: 15, name: "" },
rt::Site { line: 77, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 77, col: 20, width: 1, name: "j" },
rt::Site { line: 78, col: 10, width: 8, name: "" },
rt::Site { line: 78, col: 10, width: 8, name: "≠" },
rt::Site { line: 78, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 9, width: 32, name: "" },
rt::Site { line: 80, col: 16, width: 25, name: "-" },
rt::Site { line: 80, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 80, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 35, width: 6, name: "×" },
rt::Site { line: 80, col: 40, width: 1, name: "j" },
rt::Site { line: 81, col: 12, width: 18, name: "" },
rt::Site { line: 81, col: 12, width: 18, name: "∧" },
rt::Site { line: 81, col: 12, width: 7, name: ">" },
rt::Site { line: 81, col: 12, width: 3, name: "КОД" },
rt::Site { line: 81, col: 22, width: 8, name: "<" },
rt::Site { line: 81, col: 22, width: 3, name: "КОД" },
rt::Site { line: 83, col: 11, width: 36, name: "" },
rt::Site { line: 83, col: 16, width: 31, name: "-" },
rt::Site { line: 83, col: 17, width: 8, name: "-" },
rt::Site { line: 83, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 29, width: 18, name: "×" },
rt::Site { line: 83, col: 29, width: 14, name: "÷" },
rt::Site { line: 83, col: 30, width: 8, name: "-" },
rt::Site { line: 83, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 50, width: 19, name: "" },
rt::Site { line: 83, col: 55, width: 14, name: "÷" },
rt::Site { line: 83, col: 56, width: 8, name: "-" },
rt::Site { line: 83, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 11, width: 20, name: "" },
rt::Site { line: 84, col: 21, width: 10, name: "×" },
rt::Site { line: 84, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 34, width: 33, name: "" },
rt::Site { line: 84, col: 44, width: 23, name: "×" },
rt::Site { line: 84, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 84, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 85, col: 14, width: 7, name: "" },
rt::Site { line: 85, col: 14, width: 7, name: "=" },
rt::Site { line: 85, col: 14, width: 3, name: "КОД" },
rt::Site { line: 87, col: 13, width: 16, name: "" },
rt::Site { line: 87, col: 18, width: 11, name: "+" },
rt::Site { line: 87, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 88, col: 16, width: 17, name: "" },
rt::Site { line: 88, col: 16, width: 17, name: "=" },
rt::Site { line: 88, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 88, col: 27, width: 1, name: "t" },
rt::Site { line: 90, col: 18, width: 18, name: "" },
rt::Site { line: 90, col: 18, width: 18, name: "=" },
rt::Site { line: 90, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 90, col: 30, width: 1, name: "t" },
rt::Site { line: 92, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 54, col: 25, width: 2, name: "НА" },
rt::Site { line: 93, col: 20, width: 30, name: "" },
rt::Site { line: 93, col: 20, width: 30, name: "=" },
rt::Site { line: 93, col: 20, width: 1, name: "Г" },
rt::Site { line: 93, col: 28, width: 8, name: "" },
rt::Site { line: 93, col: 28, width: 8, name: ">" },
rt::Site { line: 93, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 22, width: 24, name: "" },
rt::Site { line: 95, col: 22, width: 24, name: "=" },
rt::Site { line: 95, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 95, col: 33, width: 8, name: "+" },
rt::Site { line: 95, col: 33, width: 1, name: "t" },
rt::Site { line: 95, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 96, col: 28, width: 25, name: "" },
rt::Site { line: 96, col: 28, width: 25, name: "=" },
rt::Site { line: 96, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 96, col: 40, width: 8, name: "+" },
rt::Site { line: 96, col: 40, width: 1, name: "t" },
rt::Site { line: 96, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 96, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 45, col: 22, width: 2, name: "НА" },
rt::Site { line: 96, col: 66, width: 8, name: "+" },
rt::Site { line: 96, col: 66, width: 1, name: "t" },
rt::Site { line: 96, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 45, col: 26, width: 1, name: "Е" },
rt::Site { line: 100, col: 16, width: 5, name: "" },
rt::Site { line: 100, col: 16, width: 5, name: ">" },
rt::Site { line: 100, col: 16, width: 1, name: "В" },
rt::Site { line: 100, col: 36, width: 22, name: "" },
rt::Site { line: 100, col: 36, width: 22, name: "≠" },
rt::Site { line: 100, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 100, col: 48, width: 5, name: "-" },
rt::Site { line: 100, col: 48, width: 1, name: "t" },
rt::Site { line: 100, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 100, col: 74, width: 5, name: "-" },
rt::Site { line: 100, col: 74, width: 1, name: "t" },
rt::Site { line: 101, col: 16, width: 5, name: "" },
rt::Site { line: 101, col: 16, width: 5, name: "<" },
rt::Site { line: 101, col: 16, width: 1, name: "В" },
rt::Site { line: 101, col: 36, width: 22, name: "" },
rt::Site { line: 101, col: 36, width: 22, name: "≠" },
rt::Site { line: 101, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 101, col: 48, width: 5, name: "+" },
rt::Site { line: 101, col: 48, width: 1, name: "t" },
rt::Site { line: 101, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 101, col: 74, width: 5, name: "+" },
rt::Site { line: 101, col: 74, width: 1, name: "t" },
rt::Site { line: 105, col: 16, width: 7, name: "" },
rt::Site { line: 105, col: 16, width: 7, name: "=" },
rt::Site { line: 105, col: 16, width: 3, name: "КОД" },
rt::Site { line: 105, col: 35, width: 11, name: "" },
rt::Site { line: 105, col: 49, width: 16, name: "" },
rt::Site { line: 106, col: 21, width: 7, name: "" },
rt::Site { line: 106, col: 21, width: 7, name: "=" },
rt::Site { line: 106, col: 21, width: 3, name: "КОД" },
rt::Site { line: 106, col: 40, width: 11, name: "" },
rt::Site { line: 106, col: 54, width: 15, name: "" },
rt::Site { line: 107, col: 21, width: 17, name: "" },
rt::Site { line: 107, col: 21, width: 17, name: "∨" },
rt::Site { line: 107, col: 21, width: 7, name: "=" },
rt::Site { line: 107, col: 21, width: 3, name: "КОД" },
rt::Site { line: 107, col: 31, width: 7, name: "=" },
rt::Site { line: 107, col: 31, width: 3, name: "КОД" },
rt::Site { line: 107, col: 50, width: 11, name: "" },
rt::Site { line: 107, col: 64, width: 15, name: "" },
rt::Site { line: 108, col: 24, width: 11, name: "" },
rt::Site { line: 108, col: 38, width: 15, name: "" },
rt::Site { line: 109, col: 13, width: 43, name: "" },
rt::Site { line: 109, col: 29, width: 27, name: "∧" },
rt::Site { line: 109, col: 29, width: 17, name: "∧" },
rt::Site { line: 109, col: 29, width: 7, name: "≠" },
rt::Site { line: 109, col: 29, width: 3, name: "КОД" },
rt::Site { line: 109, col: 39, width: 7, name: "≠" },
rt::Site { line: 109, col: 39, width: 3, name: "КОД" },
rt::Site { line: 109, col: 49, width: 7, name: "≠" },
rt::Site { line: 109, col: 49, width: 3, name: "КОД" },
rt::Site { line: 110, col: 13, width: 1, name: "k" },
rt::Site { line: 110, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 110, col: 17, width: 1, name: "k" },
rt::Site { line: 110, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 112, col: 15, width: 6, name: "" },
rt::Site { line: 112, col: 20, width: 1, name: "В" },
rt::Site { line: 112, col: 24, width: 6, name: "" },
rt::Site { line: 112, col: 29, width: 1, name: "Г" },
rt::Site { line: 113, col: 13, width: 1, name: "" },
rt::Site { line: 114, col: 20, width: 20, name: "+" },
rt::Site { line: 114, col: 20, width: 1, name: "x" },
rt::Site { line: 114, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 114, col: 38, width: 1, name: "k" },
rt::Site { line: 114, col: 43, width: 27, name: "" },
rt::Site { line: 114, col: 48, width: 22, name: "+" },
rt::Site { line: 114, col: 48, width: 1, name: "y" },
rt::Site { line: 114, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 114, col: 68, width: 1, name: "k" },
rt::Site { line: 115, col: 18, width: 29, name: "" },
rt::Site { line: 115, col: 18, width: 29, name: "∧" },
rt::Site { line: 115, col: 18, width: 21, name: "∧" },
rt::Site { line: 115, col: 18, width: 13, name: "∧" },
rt::Site { line: 115, col: 18, width: 5, name: "≥" },
rt::Site { line: 115, col: 18, width: 1, name: "x" },
rt::Site { line: 115, col: 26, width: 5, name: "<" },
rt::Site { line: 115, col: 26, width: 1, name: "x" },
rt::Site { line: 115, col: 34, width: 5, name: "≥" },
rt::Site { line: 115, col: 34, width: 1, name: "y" },
rt::Site { line: 115, col: 42, width: 5, name: "<" },
rt::Site { line: 115, col: 42, width: 1, name: "y" },
rt::Site { line: 117, col: 17, width: 18, name: "" },
rt::Site { line: 117, col: 22, width: 13, name: "+" },
rt::Site { line: 117, col: 22, width: 9, name: "+" },
rt::Site { line: 117, col: 22, width: 5, name: "×" },
rt::Site { line: 117, col: 26, width: 1, name: "y" },
rt::Site { line: 117, col: 30, width: 1, name: "x" },
rt::Site { line: 118, col: 20, width: 17, name: "" },
rt::Site { line: 118, col: 20, width: 17, name: "=" },
rt::Site { line: 118, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 118, col: 31, width: 1, name: "t" },
rt::Site { line: 120, col: 19, width: 19, name: "" },
rt::Site { line: 120, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 120, col: 36, width: 1, name: "t" },
rt::Site { line: 121, col: 22, width: 5, name: "" },
rt::Site { line: 121, col: 22, width: 5, name: "≠" },
rt::Site { line: 121, col: 22, width: 1, name: "С" },
rt::Site { line: 122, col: 28, width: 41, name: "" },
rt::Site { line: 122, col: 28, width: 41, name: "∨" },
rt::Site { line: 122, col: 28, width: 19, name: "=" },
rt::Site { line: 122, col: 28, width: 15, name: "-" },
rt::Site { line: 122, col: 28, width: 1, name: "С" },
rt::Site { line: 122, col: 32, width: 11, name: "×" },
rt::Site { line: 122, col: 32, width: 6, name: "÷" },
rt::Site { line: 122, col: 32, width: 1, name: "С" },
rt::Site { line: 122, col: 50, width: 19, name: "=" },
rt::Site { line: 122, col: 50, width: 15, name: "-" },
rt::Site { line: 122, col: 50, width: 1, name: "С" },
rt::Site { line: 122, col: 54, width: 11, name: "×" },
rt::Site { line: 122, col: 54, width: 6, name: "÷" },
rt::Site { line: 122, col: 54, width: 1, name: "С" },
rt::Site { line: 122, col: 81, width: 5, name: "" },
rt::Site { line: 122, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 123, col: 19, width: 27, name: "" },
rt::Site { line: 123, col: 36, width: 10, name: "+" },
rt::Site { line: 123, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 123, col: 45, width: 1, name: "t" },
rt::Site { line: 123, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 123, col: 26, width: 5, name: "+" },
rt::Site { line: 123, col: 26, width: 1, name: "m" },
rt::Site { line: 124, col: 19, width: 53, name: "" },
rt::Site { line: 124, col: 36, width: 36, name: "" },
rt::Site { line: 124, col: 38, width: 32, name: "+" },
rt::Site { line: 124, col: 38, width: 10, name: "+" },
rt::Site { line: 124, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 124, col: 47, width: 1, name: "t" },
rt::Site { line: 124, col: 51, width: 19, name: "×" },
rt::Site { line: 124, col: 60, width: 10, name: "+" },
rt::Site { line: 124, col: 60, width: 1, name: "С" },
rt::Site { line: 124, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 124, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 124, col: 26, width: 5, name: "+" },
rt::Site { line: 124, col: 26, width: 1, name: "m" },
rt::Site { line: 125, col: 19, width: 10, name: "" },
rt::Site { line: 125, col: 24, width: 5, name: "+" },
rt::Site { line: 125, col: 24, width: 1, name: "m" },
rt::Site { line: 126, col: 22, width: 20, name: "" },
rt::Site { line: 126, col: 22, width: 20, name: "∧" },
rt::Site { line: 126, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 126, col: 37, width: 5, name: "=" },
rt::Site { line: 126, col: 37, width: 1, name: "С" },
rt::Site { line: 126, col: 54, width: 3, name: "" },
rt::Site { line: 130, col: 16, width: 20, name: "" },
rt::Site { line: 130, col: 16, width: 20, name: "∧" },
rt::Site { line: 130, col: 16, width: 7, name: "=" },
rt::Site { line: 130, col: 16, width: 3, name: "КОД" },
rt::Site { line: 130, col: 26, width: 10, name: "=" },
rt::Site { line: 130, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 130, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 18, width: 55, name: "" },
rt::Site { line: 132, col: 18, width: 55, name: "=" },
rt::Site { line: 132, col: 18, width: 51, name: "-" },
rt::Site { line: 132, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 29, width: 7, name: "+" },
rt::Site { line: 132, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 40, width: 29, name: "×" },
rt::Site { line: 132, col: 40, width: 24, name: "÷" },
rt::Site { line: 132, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 51, width: 7, name: "+" },
rt::Site { line: 132, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 59, col: 25, width: 2, name: "НА" },
rt::Site { line: 133, col: 27, width: 7, name: "+" },
rt::Site { line: 133, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 59, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 133, col: 36, width: 7, name: "+" },
rt::Site { line: 133, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 18, width: 55, name: "" },
rt::Site { line: 134, col: 18, width: 55, name: "=" },
rt::Site { line: 134, col: 18, width: 51, name: "-" },
rt::Site { line: 134, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 134, col: 29, width: 7, name: "-" },
rt::Site { line: 134, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 40, width: 29, name: "×" },
rt::Site { line: 134, col: 40, width: 24, name: "÷" },
rt::Site { line: 134, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 134, col: 51, width: 7, name: "-" },
rt::Site { line: 134, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 135, col: 27, width: 7, name: "-" },
rt::Site { line: 135, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 36, width: 7, name: "-" },
rt::Site { line: 135, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 141, col: 5, width: 1, name: "" },
rt::Site { line: 141, col: 10, width: 1, name: "m" },
rt::Site { line: 141, col: 5, width: 1, name: "n" },
rt::Site { line: 47, col: 7, width: 20, name: "" },
rt::Site { line: 47, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 47, col: 24, width: 2, name: "НА" },
rt::Site { line: 48, col: 10, width: 41, name: "" },
rt::Site { line: 48, col: 10, width: 41, name: "∨" },
rt::Site { line: 48, col: 10, width: 19, name: "=" },
rt::Site { line: 48, col: 10, width: 15, name: "-" },
rt::Site { line: 48, col: 10, width: 1, name: "С" },
rt::Site { line: 48, col: 14, width: 11, name: "×" },
rt::Site { line: 48, col: 14, width: 6, name: "÷" },
rt::Site { line: 48, col: 14, width: 1, name: "С" },
rt::Site { line: 48, col: 32, width: 19, name: "=" },
rt::Site { line: 48, col: 32, width: 15, name: "-" },
rt::Site { line: 48, col: 32, width: 1, name: "С" },
rt::Site { line: 48, col: 36, width: 11, name: "×" },
rt::Site { line: 48, col: 36, width: 6, name: "÷" },
rt::Site { line: 48, col: 36, width: 1, name: "С" },
rt::Site { line: 48, col: 63, width: 5, name: "" },
rt::Site { line: 48, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 49, col: 7, width: 10, name: "" },
rt::Site { line: 49, col: 12, width: 5, name: "+" },
rt::Site { line: 49, col: 12, width: 1, name: "m" },
rt::Site { line: 49, col: 20, width: 24, name: "" },
rt::Site { line: 49, col: 33, width: 11, name: "+" },
rt::Site { line: 49, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 49, col: 42, width: 2, name: "НА" },
rt::Site { line: 49, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 27, width: 1, name: "m" },
rt::Site { line: 50, col: 10, width: 5, name: "" },
rt::Site { line: 50, col: 10, width: 5, name: ">" },
rt::Site { line: 50, col: 10, width: 1, name: "Е" },
rt::Site { line: 50, col: 27, width: 10, name: "" },
rt::Site { line: 50, col: 32, width: 5, name: "+" },
rt::Site { line: 50, col: 32, width: 1, name: "m" },
rt::Site { line: 50, col: 40, width: 15, name: "" },
rt::Site { line: 50, col: 53, width: 1, name: "Е" },
rt::Site { line: 50, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 50, col: 47, width: 1, name: "m" },
rt::Site { line: 51, col: 7, width: 10, name: "" },
rt::Site { line: 51, col: 12, width: 5, name: "+" },
rt::Site { line: 51, col: 12, width: 1, name: "m" },
rt::Site { line: 51, col: 20, width: 1, name: "" },
rt::Site { line: 51, col: 33, width: 1, name: "" },
rt::Site { line: 51, col: 35, width: 33, name: "+" },
rt::Site { line: 51, col: 35, width: 11, name: "+" },
rt::Site { line: 51, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 51, col: 44, width: 2, name: "НА" },
rt::Site { line: 51, col: 49, width: 19, name: "×" },
rt::Site { line: 51, col: 58, width: 10, name: "+" },
rt::Site { line: 51, col: 58, width: 1, name: "С" },
rt::Site { line: 51, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 51, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 51, col: 27, width: 1, name: "m" },
rt::Site { line: 55, col: 10, width: 16, name: "" },
rt::Site { line: 55, col: 10, width: 16, name: "∨" },
rt::Site { line: 55, col: 10, width: 7, name: ">" },
rt::Site { line: 55, col: 10, width: 2, name: "НА" },
rt::Site { line: 55, col: 20, width: 6, name: "<" },
rt::Site { line: 55, col: 20, width: 2, name: "НА" },
rt::Site { line: 56, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 57, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 61, col: 10, width: 11, name: "" },
rt::Site { line: 61, col: 10, width: 11, name: ">" },
rt::Site { line: 61, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 61, col: 33, width: 14, name: "" },
rt::Site { line: 61, col: 39, width: 8, name: "+" },
rt::Site { line: 61, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 61, col: 50, width: 15, name: "" },
rt::Site { line: 61, col: 56, width: 8, name: "-" },
rt::Site { line: 61, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 18, width: 14, name: "" },
rt::Site { line: 62, col: 24, width: 8, name: "+" },
rt::Site { line: 62, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 35, width: 15, name: "" },
rt::Site { line: 62, col: 41, width: 8, name: "-" },
rt::Site { line: 62, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 63, col: 7, width: 1, name: "П" },
rt::Site { line: 63, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 63, col: 11, width: 1, name: "П" },
rt::Site { line: 63, col: 32, width: 2, name: "ДО" },
rt::Site { line: 64, col: 12, width: 38, name: "" },
rt::Site { line: 64, col: 12, width: 38, name: "∨" },
rt::Site { line: 64, col: 12, width: 17, name: "≠" },
rt::Site { line: 64, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 64, col: 23, width: 1, name: "П" },
rt::Site { line: 64, col: 32, width: 18, name: "≠" },
rt::Site { line: 64, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 64, col: 44, width: 1, name: "П" },
rt::Site { line: 65, col: 7, width: 10, name: "" },
rt::Site { line: 65, col: 12, width: 5, name: "+" },
rt::Site { line: 65, col: 12, width: 1, name: "m" },
rt::Site { line: 65, col: 20, width: 24, name: "" },
rt::Site { line: 65, col: 33, width: 11, name: "+" },
rt::Site { line: 65, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 65, col: 42, width: 2, name: "НА" },
rt::Site { line: 65, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 65, col: 27, width: 1, name: "m" },
rt::Site { line: 66, col: 7, width: 10, name: "" },
rt::Site { line: 66, col: 12, width: 5, name: "+" },
rt::Site { line: 66, col: 12, width: 1, name: "m" },
rt::Site { line: 66, col: 20, width: 74, name: "" },
rt::Site { line: 66, col: 33, width: 61, name: "" },
rt::Site { line: 66, col: 35, width: 58, name: "+" },
rt::Site { line: 66, col: 35, width: 28, name: "+" },
rt::Site { line: 66, col: 35, width: 10, name: "×" },
rt::Site { line: 66, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 66, col: 48, width: 15, name: "÷" },
rt::Site { line: 66, col: 49, width: 9, name: "+" },
rt::Site { line: 66, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 56, width: 2, name: "НА" },
rt::Site { line: 66, col: 66, width: 27, name: "×" },
rt::Site { line: 66, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 66, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 66, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 66, col: 27, width: 1, name: "m" },
rt::Site { line: 153, col: 5, width: 7, name: "" },
rt::Site { line: 153, col: 10, width: 2, name: "" },
rt::Site { line: 153, col: 11, width: 1, name: "З" },
rt::Site { line: 154, col: 5, width: 17, name: "" },
rt::Site { line: 154, col: 10, width: 12, name: "÷" },
rt::Site { line: 154, col: 10, width: 1, name: "З" },
rt::Site { line: 154, col: 25, width: 21, name: "" },
rt::Site { line: 154, col: 30, width: 16, name: "-" },
rt::Site { line: 154, col: 30, width: 1, name: "З" },
rt::Site { line: 154, col: 34, width: 12, name: "×" },
rt::Site { line: 154, col: 45, width: 1, name: "М" },
rt::Site { line: 155, col: 5, width: 14, name: "" },
rt::Site { line: 155, col: 10, width: 9, name: "÷" },
rt::Site { line: 155, col: 10, width: 1, name: "З" },
rt::Site { line: 155, col: 22, width: 18, name: "" },
rt::Site { line: 155, col: 27, width: 13, name: "-" },
rt::Site { line: 155, col: 27, width: 1, name: "З" },
rt::Site { line: 155, col: 31, width: 9, name: "×" },
rt::Site { line: 155, col: 39, width: 1, name: "С" },
rt::Site { line: 156, col: 5, width: 13, name: "" },
rt::Site { line: 156, col: 11, width: 7, name: "÷" },
rt::Site { line: 156, col: 11, width: 1, name: "З" },
rt::Site { line: 156, col: 21, width: 18, name: "" },
rt::Site { line: 156, col: 27, width: 12, name: "-" },
rt::Site { line: 156, col: 27, width: 1, name: "З" },
rt::Site { line: 156, col: 31, width: 8, name: "×" },
rt::Site { line: 156, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 157, col: 5, width: 19, name: "" },
rt::Site { line: 157, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 157, col: 16, width: 2, name: "НА" },
rt::Site { line: 157, col: 27, width: 20, name: "" },
rt::Site { line: 157, col: 46, width: 1, name: "С" },
rt::Site { line: 157, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 157, col: 39, width: 2, name: "НА" },
rt::Site { line: 158, col: 5, width: 19, name: "" },
rt::Site { line: 158, col: 23, width: 1, name: "М" },
rt::Site { line: 158, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 158, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 158, col: 27, width: 1, name: "" },
rt::Site { line: 158, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 158, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 158, col: 37, width: 6, name: "÷" },
rt::Site { line: 158, col: 37, width: 1, name: "М" },
rt::Site { line: 169, col: 8, width: 21, name: "" },
rt::Site { line: 169, col: 8, width: 21, name: "=" },
rt::Site { line: 169, col: 8, width: 15, name: "÷" },
rt::Site { line: 169, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 169, col: 15, width: 1, name: "i" },
rt::Site { line: 169, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 7, width: 27, name: "" },
rt::Site { line: 171, col: 13, width: 21, name: "-" },
rt::Site { line: 171, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 171, col: 20, width: 1, name: "i" },
rt::Site { line: 171, col: 25, width: 9, name: "×" },
rt::Site { line: 171, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 10, width: 27, name: "" },
rt::Site { line: 172, col: 10, width: 27, name: "∨" },
rt::Site { line: 172, col: 10, width: 12, name: "=" },
rt::Site { line: 172, col: 10, width: 2, name: "НА" },
rt::Site { line: 172, col: 15, width: 7, name: "+" },
rt::Site { line: 172, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 25, width: 12, name: "=" },
rt::Site { line: 172, col: 25, width: 2, name: "НА" },
rt::Site { line: 172, col: 30, width: 7, name: "-" },
rt::Site { line: 172, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 9, width: 19, name: "" },
rt::Site { line: 174, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 174, col: 25, width: 2, name: "НА" },
rt::Site { line: 175, col: 12, width: 19, name: "" },
rt::Site { line: 175, col: 12, width: 19, name: "=" },
rt::Site { line: 175, col: 12, width: 15, name: "-" },
rt::Site { line: 175, col: 12, width: 1, name: "К" },
rt::Site { line: 175, col: 16, width: 11, name: "×" },
rt::Site { line: 175, col: 16, width: 6, name: "÷" },
rt::Site { line: 175, col: 16, width: 1, name: "К" },
rt::Site { line: 176, col: 15, width: 19, name: "" },
rt::Site { line: 176, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 176, col: 26, width: 2, name: "НА" },
rt::Site { line: 176, col: 37, width: 24, name: "" },
rt::Site { line: 176, col: 56, width: 5, name: "+" },
rt::Site { line: 176, col: 56, width: 1, name: "К" },
rt::Site { line: 176, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 176, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 176, col: 64, width: 25, name: "" },
rt::Site { line: 176, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 176, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 176, col: 74, width: 6, name: "÷" },
rt::Site { line: 176, col: 74, width: 1, name: "К" },
rt::Site { line: 193, col: 5, width: 14, name: "" },
rt::Site { line: 193, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 193, col: 17, width: 1, name: "i" },
rt::Site { line: 194, col: 8, width: 5, name: "" },
rt::Site { line: 194, col: 8, width: 5, name: "<" },
rt::Site { line: 194, col: 8, width: 1, name: "Х" },
rt::Site { line: 196, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 197, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 197, col: 25, width: 16, name: "" },
rt::Site { line: 197, col: 25, width: 16, name: "=" },
rt::Site { line: 197, col: 25, width: 10, name: "q" },
rt::Site { line: 197, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 197, col: 46, width: 5, name: "-" },
rt::Site { line: 197, col: 46, width: 1, name: "i" },
rt::Site { line: 197, col: 57, width: 5, name: "-" },
rt::Site { line: 197, col: 57, width: 1, name: "i" },
rt::Site { line: 198, col: 12, width: 16, name: "" },
rt::Site { line: 198, col: 12, width: 16, name: ">" },
rt::Site { line: 198, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 199, col: 13, width: 5, name: "" },
rt::Site { line: 199, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 201, col: 8, width: 7, name: "" },
rt::Site { line: 201, col: 8, width: 7, name: "<" },
rt::Site { line: 201, col: 8, width: 1, name: "Х" },
rt::Site { line: 201, col: 27, width: 5, name: "" },
rt::Site { line: 201, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 202, col: 5, width: 13, name: "" },
rt::Site { line: 202, col: 11, width: 7, name: "÷" },
rt::Site { line: 202, col: 11, width: 1, name: "Х" },
rt::Site { line: 202, col: 21, width: 18, name: "" },
rt::Site { line: 202, col: 27, width: 12, name: "-" },
rt::Site { line: 202, col: 27, width: 1, name: "Х" },
rt::Site { line: 202, col: 31, width: 8, name: "×" },
rt::Site { line: 202, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 203, col: 5, width: 19, name: "" },
rt::Site { line: 203, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 203, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 203, col: 27, width: 11, name: "" },
rt::Site { line: 203, col: 32, width: 6, name: "÷" },
rt::Site { line: 203, col: 32, width: 1, name: "М" },
rt::Site { line: 203, col: 41, width: 17, name: "" },
rt::Site { line: 203, col: 48, width: 10, name: "-" },
rt::Site { line: 203, col: 48, width: 1, name: "М" },
rt::Site { line: 203, col: 52, width: 6, name: "×" },
rt::Site { line: 203, col: 57, width: 1, name: "j" },
rt::Site { line: 204, col: 8, width: 17, name: "" },
rt::Site { line: 204, col: 8, width: 17, name: ">" },
rt::Site { line: 204, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 204, col: 15, width: 5, name: "+" },
rt::Site { line: 204, col: 15, width: 1, name: "i" },
rt::Site { line: 204, col: 37, width: 16, name: "" },
rt::Site { line: 204, col: 37, width: 10, name: "q" },
rt::Site { line: 204, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 204, col: 56, width: 21, name: "" },
rt::Site { line: 204, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 204, col: 70, width: 5, name: "+" },
rt::Site { line: 204, col: 70, width: 1, name: "i" },
rt::Site { line: 205, col: 10, width: 15, name: "" },
rt::Site { line: 205, col: 10, width: 10, name: "q" },
rt::Site { line: 205, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 206, col: 8, width: 7, name: "" },
rt::Site { line: 206, col: 8, width: 7, name: "=" },
rt::Site { line: 206, col: 8, width: 3, name: "КОД" },
rt::Site { line: 206, col: 21, width: 9, name: "" },
rt::Site { line: 206, col: 38, width: 7, name: "" },
rt::Site { line: 206, col: 38, width: 7, name: "=" },
rt::Site { line: 206, col: 38, width: 3, name: "КОД" },
rt::Site { line: 206, col: 51, width: 8, name: "" },
rt::Site { line: 207, col: 5, width: 19, name: "" },
rt::Site { line: 207, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 207, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 207, col: 27, width: 30, name: "" },
rt::Site { line: 207, col: 45, width: 12, name: "+" },
rt::Site { line: 207, col: 45, width: 6, name: "×" },
rt::Site { line: 207, col: 50, width: 1, name: "j" },
rt::Site { line: 207, col: 54, width: 3, name: "КОД" },
rt::Site { line: 207, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 207, col: 38, width: 2, name: "НА" },
rt::Site { line: 208, col: 5, width: 20, name: "" },
rt::Site { line: 208, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 208, col: 17, width: 2, name: "НА" },
rt::Site { line: 208, col: 28, width: 18, name: "" },
rt::Site { line: 208, col: 44, width: 2, name: "НА" },
rt::Site { line: 208, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 208, col: 38, width: 1, name: "j" },
rt::Site { line: 209, col: 5, width: 22, name: "" },
rt::Site { line: 209, col: 16, width: 11, name: "+" },
rt::Site { line: 209, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 210, col: 8, width: 43, name: "" },
rt::Site { line: 210, col: 8, width: 43, name: "∧" },
rt::Site { line: 210, col: 8, width: 14, name: "=" },
rt::Site { line: 210, col: 8, width: 10, name: "-" },
rt::Site { line: 210, col: 8, width: 1, name: "М" },
rt::Site { line: 210, col: 12, width: 6, name: "×" },
rt::Site { line: 210, col: 17, width: 1, name: "j" },
rt::Site { line: 210, col: 26, width: 25, name: "∨" },
rt::Site { line: 210, col: 26, width: 11, name: "=" },
rt::Site { line: 210, col: 26, width: 2, name: "НА" },
rt::Site { line: 210, col: 31, width: 6, name: "+" },
rt::Site { line: 210, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 40, width: 11, name: "=" },
rt::Site { line: 210, col: 40, width: 2, name: "НА" },
rt::Site { line: 210, col: 45, width: 6, name: "-" },
rt::Site { line: 210, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 7, width: 42, name: "" },
rt::Site { line: 214, col: 18, width: 7, name: "" },
rt::Site { line: 214, col: 18, width: 7, name: ">" },
rt::Site { line: 214, col: 18, width: 2, name: "НА" },
rt::Site { line: 214, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 31, width: 6, name: "+" },
rt::Site { line: 214, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 43, width: 6, name: "-" },
rt::Site { line: 214, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 52, width: 24, name: "" },
rt::Site { line: 214, col: 63, width: 13, name: "÷" },
rt::Site { line: 214, col: 64, width: 7, name: "+" },
rt::Site { line: 214, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 69, width: 2, name: "НА" },
rt::Site { line: 215, col: 7, width: 29, name: "" },
rt::Site { line: 215, col: 16, width: 20, name: "-" },
rt::Site { line: 215, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 215, col: 39, width: 21, name: "" },
rt::Site { line: 215, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 215, col: 63, width: 32, name: "" },
rt::Site { line: 215, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 215, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 215, col: 73, width: 10, name: "÷" },
rt::Site { line: 215, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 216, col: 7, width: 19, name: "" },
rt::Site { line: 216, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 216, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 216, col: 29, width: 24, name: "" },
rt::Site { line: 216, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 216, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 217, col: 7, width: 29, name: "" },
rt::Site { line: 217, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 217, col: 24, width: 11, name: "-" },
rt::Site { line: 217, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 218, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 219, col: 7, width: 19, name: "" },
rt::Site { line: 219, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 29, width: 28, name: "" },
rt::Site { line: 219, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 219, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 225, col: 3, width: 1, name: "" },
rt::Site { line: 226, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 226, col: 22, width: 11, name: "-" },
rt::Site { line: 226, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 227, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 228, col: 5, width: 1, name: "" },
rt::Site { line: 228, col: 29, width: 1, name: "n" },
rt::Site { line: 228, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 228, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 221, col: 5, width: 1, name: "" },
rt::Site { line: 222, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 222, col: 29, width: 28, name: "" },
rt::Site { line: 222, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 222, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 223, col: 13, width: 5, name: "" },
rt::Site { line: 223, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 239, col: 5, width: 8, name: "input" },
rt::Site { line: 240, col: 5, width: 42, name: "j" },
rt::Site { line: 240, col: 9, width: 1, name: "j" },
rt::Site { line: 240, col: 35, width: 12, name: "" },
rt::Site { line: 240, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 240, col: 40, width: 1, name: "j" },
rt::Site { line: 241, col: 5, width: 1, name: "j" },
rt::Site { line: 241, col: 9, width: 1, name: "j" },
rt::Site { line: 241, col: 29, width: 1, name: "k" },
rt::Site { line: 243, col: 7, width: 16, name: "input" },
rt::Site { line: 244, col: 7, width: 51, name: "" },
rt::Site { line: 244, col: 15, width: 43, name: "+" },
rt::Site { line: 244, col: 15, width: 30, name: "×" },
rt::Site { line: 244, col: 20, width: 25, name: "-" },
rt::Site { line: 244, col: 20, width: 21, name: "-" },
rt::Site { line: 244, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 27, width: 14, name: "×" },
rt::Site { line: 244, col: 27, width: 9, name: "÷" },
rt::Site { line: 244, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 49, width: 9, name: "÷" },
rt::Site { line: 244, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 245, col: 7, width: 15, name: "" },
rt::Site { line: 245, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 245, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 245, col: 12, width: 1, name: "j" },
rt::Site { line: 245, col: 25, width: 1, name: "" },
rt::Site { line: 245, col: 40, width: 12, name: "+" },
rt::Site { line: 245, col: 40, width: 6, name: "×" },
rt::Site { line: 245, col: 45, width: 1, name: "j" },
rt::Site { line: 245, col: 49, width: 3, name: "КОД" },
rt::Site { line: 245, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 245, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 263, col: 8, width: 11, name: "" },
rt::Site { line: 263, col: 8, width: 11, name: "=" },
rt::Site { line: 263, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 265, col: 7, width: 15, name: "" },
rt::Site { line: 265, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 265, col: 19, width: 2, name: "Б1" },
rt::Site { line: 266, col: 7, width: 11, name: "output" },
rt::Site { line: 266, col: 21, width: 21, name: "outstring" },
rt::Site { line: 267, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 257, col: 27, width: 1, name: "П" },
rt::Site { line: 267, col: 19, width: 7, name: "÷" },
rt::Site { line: 267, col: 19, width: 1, name: "Х" },
rt::Site { line: 267, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 267, col: 42, width: 17, name: "-" },
rt::Site { line: 267, col: 42, width: 1, name: "Х" },
rt::Site { line: 267, col: 46, width: 13, name: "×" },
rt::Site { line: 267, col: 46, width: 7, name: "÷" },
rt::Site { line: 267, col: 46, width: 1, name: "Х" },
rt::Site { line: 268, col: 10, width: 10, name: "" },
rt::Site { line: 268, col: 10, width: 10, name: "=" },
rt::Site { line: 268, col: 10, width: 4, name: "q" },
rt::Site { line: 268, col: 25, width: 38, name: "outchar" },
rt::Site { line: 268, col: 44, width: 18, name: "-" },
rt::Site { line: 268, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 268, col: 51, width: 6, name: "+" },
rt::Site { line: 268, col: 51, width: 2, name: "Б1" },
rt::Site { line: 270, col: 5, width: 1, name: "Г" },
rt::Site { line: 270, col: 9, width: 1, name: "Г" },
rt::Site { line: 272, col: 7, width: 11, name: "output" },
rt::Site { line: 272, col: 21, width: 29, name: "outchar" },
rt::Site { line: 272, col: 44, width: 5, name: "+" },
rt::Site { line: 272, col: 44, width: 1, name: "Г" },
rt::Site { line: 272, col: 53, width: 17, name: "outstring" },
rt::Site { line: 273, col: 7, width: 1, name: "В" },
rt::Site { line: 273, col: 11, width: 1, name: "В" },
rt::Site { line: 275, col: 9, width: 27, name: "" },
rt::Site { line: 275, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 275, col: 26, width: 9, name: "+" },
rt::Site { line: 275, col: 26, width: 5, name: "×" },
rt::Site { line: 275, col: 30, width: 1, name: "Г" },
rt::Site { line: 275, col: 34, width: 1, name: "В" },
rt::Site { line: 276, col: 12, width: 5, name: "" },
rt::Site { line: 276, col: 12, width: 5, name: "≠" },
rt::Site { line: 276, col: 12, width: 1, name: "К" },
rt::Site { line: 276, col: 23, width: 39, name: "outchar" },
rt::Site { line: 276, col: 46, width: 15, name: "-" },
rt::Site { line: 276, col: 46, width: 1, name: "К" },
rt::Site { line: 276, col: 50, width: 11, name: "×" },
rt::Site { line: 276, col: 50, width: 6, name: "÷" },
rt::Site { line: 276, col: 50, width: 1, name: "К" },
rt::Site { line: 279, col: 11, width: 28, name: "" },
rt::Site { line: 279, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 279, col: 29, width: 9, name: "+" },
rt::Site { line: 279, col: 29, width: 5, name: "×" },
rt::Site { line: 279, col: 33, width: 1, name: "Г" },
rt::Site { line: 279, col: 37, width: 1, name: "В" },
rt::Site { line: 280, col: 14, width: 5, name: "" },
rt::Site { line: 280, col: 14, width: 5, name: "≠" },
rt::Site { line: 280, col: 14, width: 1, name: "К" },
rt::Site { line: 280, col: 25, width: 39, name: "outchar" },
rt::Site { line: 280, col: 48, width: 15, name: "-" },
rt::Site { line: 280, col: 48, width: 1, name: "К" },
rt::Site { line: 280, col: 52, width: 11, name: "×" },
rt::Site { line: 280, col: 52, width: 6, name: "÷" },
rt::Site { line: 280, col: 52, width: 1, name: "К" },
rt::Site { line: 280, col: 70, width: 17, name: "outstring" },
rt::Site { line: 284, col: 5, width: 11, name: "output" },
rt::Site { line: 284, col: 19, width: 26, name: "outstring" },
rt::Site { line: 284, col: 48, width: 11, name: "output" },
rt::Site { line: 259, col: 7, width: 43, name: "outchar" },
rt::Site { line: 259, col: 30, width: 19, name: "-" },
rt::Site { line: 259, col: 30, width: 1, name: "П" },
rt::Site { line: 259, col: 34, width: 15, name: "×" },
rt::Site { line: 259, col: 34, width: 11, name: "÷" },
rt::Site { line: 259, col: 35, width: 5, name: "-" },
rt::Site { line: 259, col: 35, width: 1, name: "П" },
rt::Site { line: 260, col: 7, width: 39, name: "outchar" },
rt::Site { line: 260, col: 30, width: 15, name: "+" },
rt::Site { line: 260, col: 30, width: 11, name: "÷" },
rt::Site { line: 260, col: 31, width: 5, name: "-" },
rt::Site { line: 260, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-4.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)
}

/// The outermost block's function as the runtime calls it.
fn main_entry(rt: &Rt, _f: &Fr) -> R<()> {
    main_block(rt)
}

/// The activation record of the outermost block.
struct MainFrame<'a> {
    up: std::marker::PhantomData<&'a ()>,
    /// This activation's identity, for its labels.
    id: u64,
    s: rt::Var<i64>,
    ss: rt::Var<i64>,
    n: rt::Var<i64>,
    i: rt::Var<i64>,
    УРОВЕНЬ: rt::Var<i64>,
    Б1: rt::Var<i64>,
    Ч1: rt::Var<i64>,
    Б2: rt::Var<i64>,
    Ч2: rt::Var<i64>,
    Б3: rt::Var<i64>,
    Ч3: rt::Var<i64>,
    ББ: rt::Var<i64>,
    ЧЧ: rt::Var<i64>,
    РУБЕЖХОДОВ: &'a rt::Arr<i64>,
    q: &'a rt::Arr<i64>,
    СПИСОК: &'a rt::Arr<i64>,
    ВОЗМОЖЕНПАТ: &'a rt::Arr<bool>,
    ДОСКАБЕЛЫХ: &'a rt::Arr<i64>,
    ДОСКАЧЕРНЫХ: &'a rt::Arr<i64>,
    ПОЛЯБЕЛЫХ: &'a rt::Arr<i64>,
    ПОЛЯЧЕРНЫХ: &'a rt::Arr<i64>,
    ШАГВЕРТИКАЛИ: &'a rt::Arr<i64>,
    ШАГГОРИЗОНТАЛИ: &'a rt::Arr<i64>,
}

/// The outermost block.
fn main_block<'a>(rt: &Rt) -> R<()> {
    // 26: integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];
    let РУБЕЖХОДОВ_array = rt.arr::<i64>(vec![(0, 9)], 0)?;
    let q_array = rt.arr::<i64>(vec![(0, 9)], 0)?;
    // 26: integer array РУБЕЖ ХОДОВ, q[0:9], СПИСОК[1:7700];
    let СПИСОК_array = rt.arr::<i64>(vec![(1, 7700)], 1)?;
    // 27: Boolean array ВОЗМОЖЕН ПАТ[1:3];
    let ВОЗМОЖЕНПАТ_array = rt.arr::<bool>(vec![(1, 3)], 2)?;
    // 28: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ДОСКАБЕЛЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    let ДОСКАЧЕРНЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    // 28: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ПОЛЯБЕЛЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    let ПОЛЯЧЕРНЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    // 29: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    let ШАГВЕРТИКАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let ШАГГОРИЗОНТАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let f = &MainFrame {
        up: std::marker::PhantomData,
        id: rt.new_id(),
        s: rt::var(),
        ss: rt::var(),
        n: rt::var(),
        i: rt::var(),
        УРОВЕНЬ: rt::var(),
        Б1: rt::var(),
        Ч1: rt::var(),
        Б2: rt::var(),
        Ч2: rt::var(),
        Б3: rt::var(),
        Ч3: rt::var(),
        ББ: rt::var(),
        ЧЧ: rt::var(),
        РУБЕЖХОДОВ: &РУБЕЖХОДОВ_array,
        q: &q_array,
        СПИСОК: &СПИСОК_array,
        ВОЗМОЖЕНПАТ: &ВОЗМОЖЕНПАТ_array,
        ДОСКАБЕЛЫХ: &ДОСКАБЕЛЫХ_array,
        ДОСКАЧЕРНЫХ: &ДОСКАЧЕРНЫХ_array,
        ПОЛЯБЕЛЫХ: &ПОЛЯБЕЛЫХ_array,
        ПОЛЯЧЕРНЫХ: &ПОЛЯЧЕРНЫХ_array,
        ШАГВЕРТИКАЛИ: &ШАГВЕРТИКАЛИ_array,
        ШАГГОРИЗОНТАЛИ: &ШАГГОРИЗОНТАЛИ_array,
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match main_block_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `main_block` from its start (`label` is `None`) or from the label numbered `label` on.
fn main_block_from(rt: &Rt, f: &MainFrame<'_>, mut label: Option<u32>) -> R<()> {
    'at_end: {
        'at_462: {
            match label {
                None => {
                    'at_308: {
                        // 290: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 1, 7)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 1, 9)?.set(Some(0));
                        // 291: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 2, 11)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 2, 13)?.set(Some(0));
                        // 292: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 3, 15)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 3, 17)?.set(Some(1));
                        // 293: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 4, 19)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 4, 21)?.set(Some(-1));
                        // 294: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 5, 23)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 5, 25)?.set(Some(1));
                        // 295: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 6, 27)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 6, 29)?.set(Some(-1));
                        // 296: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 7, 31)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 7, 33)?.set(Some(1));
                        // 297: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 8, 35)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 8, 37)?.set(Some(-1));
                        // 298: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 9, 39)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 9, 41)?.set(Some(2));
                        // 299: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 10, 43)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 10, 45)?.set(Some(1));
                        // 300: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 11, 47)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 11, 49)?.set(Some(-1));
                        // 301: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 12, 51)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 12, 53)?.set(Some(-2));
                        // 302: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 13, 55)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 13, 57)?.set(Some(-2));
                        // 303: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 14, 59)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 14, 61)?.set(Some(-1));
                        // 304: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 15, 63)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 15, 65)?.set(Some(1));
                        // 305: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 16, 67)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 16, 69)?.set(Some(2));
                        // 306: ОЧИСТКА ДОСОК:
                        f.i.set(Some(1));
                        if !(rt.read(&f.i, 71)? > 64) {
                            loop {
                                // 307: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                                {
                                    let p0 = rt.elem_at1(f.ДОСКАБЕЛЫХ, rt.read(&f.i, 74)?, 73)?;
                                    let p1 = rt.elem_at1(f.ДОСКАЧЕРНЫХ, rt.read(&f.i, 76)?, 75)?;
                                    let v: i64 = 0;
                                    p0.set(Some(v));
                                    p1.set(Some(v));
                                }
                                // 306: ОЧИСТКА ДОСОК:
                                f.i.set(Some(rt.add(rt.read(&f.i, 71)?, 1, 70)?));
                                if rt.read(&f.i, 71)? > 64 {
                                    break 'at_308;
                                }
                                rt.step(Some(70))?;
                            }
                        }
                    }
                    'at_314: {
                        // 308: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                        { rt.input_to(&f.s, rt::Ty::Integer, rt::v_int, 77)?; };
                        f.ss.set(Some(rt.mul(2, rt.read(&f.s, 80)?, 79)?));
                        // 309: for i := 0 step 1 until ss + 1 do
                        f.i.set(Some(0));
                        if !(rt.read(&f.i, 82)? > rt.add(rt.read(&f.ss, 84)?, 1, 83)?) {
                            loop {
                                // 310: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                                rt.elem_at1(f.РУБЕЖХОДОВ, rt.read(&f.i, 87)?, 86)?.set(Some(1));
                                rt.elem_at1(f.q, rt.read(&f.i, 90)?, 89)?.set(Some(0));
                                // 309: for i := 0 step 1 until ss + 1 do
                                f.i.set(Some(rt.add(rt.read(&f.i, 82)?, 1, 81)?));
                                if rt.read(&f.i, 82)? > rt.add(rt.read(&f.ss, 84)?, 1, 83)? {
                                    break 'at_314;
                                }
                                rt.step(Some(81))?;
                            }
                        }
                    }
                    // 314: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                    rt.elem_at1(f.ПОЛЯБЕЛЫХ, 0, 92)?.set(Some(8));
                    rt.elem_at1(f.ПОЛЯЧЕРНЫХ, 0, 94)?.set(Some(-8));
                    // 315: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        rt.call(95, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    {
                        let a0 = f.ПОЛЯЧЕРНЫХ;
                        let a1 = f.ДОСКАЧЕРНЫХ;
                        rt.call(98, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    // 316: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                    f.УРОВЕНЬ.set(Some(1));
                    rt.call(100, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 317: n := РУБЕЖ ХОДОВ[0];
                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 0, 102)?));
                    // 318: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        let a2 = f.ДОСКАЧЕРНЫХ;
                        let a3 = &f.n;
                        let a4 = rt::Lbl { frame: f.id, label: 30 };
                        rt.call(103, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                    };
                    // 319: РУБЕЖ ХОДОВ[1] := n;
                    rt.elem_at1(f.РУБЕЖХОДОВ, 1, 111)?.set(Some(rt.read(&f.n, 110)?));
                    // 320: НАЧАЛО:
                    f.Б1.set(Some(3));
                    if rt.read(&f.Б1, 113)? > rt.load1(f.РУБЕЖХОДОВ, 1, 114)? {
                        break 'at_462;
                    }
                }
                Some(5) => {
                }
                Some(7) => {
                }
                Some(9) => {
                }
                Some(11) => {
                }
                Some(14) => {
                }
                Some(15) => {
                }
                Some(17) => {
                }
                Some(20) => {
                }
                Some(21) => {
                }
                Some(23) => {
                }
                Some(26) => {
                }
                Some(29) => {
                }
                Some(30) => {
                    label = None;
                    // 464: ОШИБКА:
                    { rt.output("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/", &[], 115)?; };
                    break 'at_end;
                }
                _ => {
                    break 'at_end;
                }
            }
            loop {
                'at_459: {
                    'at_455: {
                        'at_443: {
                            match label {
                                Some(5) => {
                                }
                                Some(7) => {
                                }
                                Some(9) => {
                                }
                                Some(11) => {
                                }
                                Some(14) => {
                                }
                                Some(15) => {
                                }
                                Some(17) => {
                                }
                                Some(20) => {
                                }
                                Some(21) => {
                                }
                                Some(23) => {
                                }
                                Some(26) => {
                                    label = None;
                                    // 453: МАТ1:
                                    { rt.output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[], 116)?; };
                                    break 'at_455;
                                }
                                Some(29) => {
                                    label = None;
                                    break 'at_459;
                                }
                                _ => {
                                    // 323: ВОЗМОЖЕН ПАТ[1] := true;
                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 118)?.set(Some(true));
                                    // 324: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                                    {
                                        let a0 = rt.read(&f.Б1, 120)?;
                                        let a1 = f.ДОСКАБЕЛЫХ;
                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                        let a5 = rt::Lbl { frame: f.id, label: 29 };
                                        rt.call(119, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                    };
                                    // 325: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 1, 128)?, 2, 127)?));
                                    if rt.read(&f.Ч1, 129)? > rt.load1(f.РУБЕЖХОДОВ, 2, 130)? {
                                        break 'at_443;
                                    }
                                }
                            }
                            'loop_327: loop {
                                'at_434: {
                                    'at_440: {
                                        match label {
                                            Some(5) => {
                                            }
                                            Some(7) => {
                                            }
                                            Some(9) => {
                                            }
                                            Some(11) => {
                                            }
                                            Some(14) => {
                                            }
                                            Some(15) => {
                                            }
                                            Some(17) => {
                                            }
                                            Some(20) => {
                                            }
                                            Some(21) => {
                                            }
                                            Some(23) => {
                                                label = None;
                                                break 'at_440;
                                            }
                                            _ => {
                                                // 327: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                                                {
                                                    let a0 = rt.read(&f.Ч1, 120)?;
                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                    let a5 = rt::Lbl { frame: f.id, label: 23 };
                                                    rt.call(131, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                };
                                                // 328: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                                                if (rt.read(&f.s, 134)? == 2) {
                                                    label = Some(3);
                                                } else {
                                                    // 329: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                                    f.Б2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 2, 137)?, 2, 136)?));
                                                    if rt.read(&f.Б2, 138)? > rt.load1(f.РУБЕЖХОДОВ, 3, 139)? {
                                                        break 'at_434;
                                                    }
                                                }
                                            }
                                        }
                                        loop {
                                            'at_431: {
                                                'at_425: {
                                                    'at_417: {
                                                        match label {
                                                            Some(3) => {
                                                            }
                                                            Some(5) => {
                                                            }
                                                            Some(7) => {
                                                            }
                                                            Some(9) => {
                                                            }
                                                            Some(11) => {
                                                            }
                                                            Some(14) => {
                                                            }
                                                            Some(15) => {
                                                            }
                                                            Some(17) => {
                                                            }
                                                            Some(20) => {
                                                                label = None;
                                                                break 'at_425;
                                                            }
                                                            Some(21) => {
                                                                label = None;
                                                                break 'at_431;
                                                            }
                                                            _ => {
                                                                // 331: ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 141)?.set(Some(false));
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 2, 143)?.set(Some(true));
                                                                // 332: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                                                                {
                                                                    let a0 = rt.read(&f.Б2, 120)?;
                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                                    let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                    let a5 = rt::Lbl { frame: f.id, label: 21 };
                                                                    rt.call(144, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                };
                                                                // 335: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                f.Ч2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 3, 147)?, 2, 146)?));
                                                                if rt.read(&f.Ч2, 148)? > rt.load1(f.РУБЕЖХОДОВ, 4, 149)? {
                                                                    break 'at_417;
                                                                }
                                                            }
                                                        }
                                                        'loop_337: loop {
                                                            'at_408: {
                                                                'at_414: {
                                                                    match label {
                                                                        Some(3) => {
                                                                        }
                                                                        Some(5) => {
                                                                        }
                                                                        Some(7) => {
                                                                        }
                                                                        Some(9) => {
                                                                        }
                                                                        Some(11) => {
                                                                        }
                                                                        Some(14) => {
                                                                        }
                                                                        Some(15) => {
                                                                        }
                                                                        Some(17) => {
                                                                            label = None;
                                                                            break 'at_414;
                                                                        }
                                                                        _ => {
                                                                            // 337: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                                                                            {
                                                                                let a0 = rt.read(&f.Ч2, 120)?;
                                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                let a5 = rt::Lbl { frame: f.id, label: 17 };
                                                                                rt.call(150, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                            };
                                                                            // 339: if s = 3 then go to ПОСЛЕДНИЙ ХОД;
                                                                            if (rt.read(&f.s, 153)? == 3) {
                                                                                label = Some(3);
                                                                            } else {
                                                                                // 340: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                                                                                f.Б3.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 4, 156)?, 2, 155)?));
                                                                                if rt.read(&f.Б3, 157)? > rt.load1(f.РУБЕЖХОДОВ, 5, 158)? {
                                                                                    break 'at_408;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    loop {
                                                                        'at_405: {
                                                                            'at_399: {
                                                                                'at_391: {
                                                                                    match label {
                                                                                        Some(3) => {
                                                                                        }
                                                                                        Some(5) => {
                                                                                        }
                                                                                        Some(7) => {
                                                                                        }
                                                                                        Some(9) => {
                                                                                        }
                                                                                        Some(11) => {
                                                                                        }
                                                                                        Some(14) => {
                                                                                            label = None;
                                                                                            break 'at_399;
                                                                                        }
                                                                                        Some(15) => {
                                                                                            label = None;
                                                                                            break 'at_405;
                                                                                        }
                                                                                        _ => {
                                                                                            // 342: ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;
                                                                                            rt.elem_at1(f.ВОЗМОЖЕНПАТ, 2, 160)?.set(Some(false));
                                                                                            rt.elem_at1(f.ВОЗМОЖЕНПАТ, 3, 162)?.set(Some(true));
                                                                                            // 343: ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);
                                                                                            {
                                                                                                let a0 = rt.read(&f.Б3, 120)?;
                                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                let a5 = rt::Lbl { frame: f.id, label: 15 };
                                                                                                rt.call(163, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                            };
                                                                                            // 344: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                                                                                            f.Ч3.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 5, 166)?, 2, 165)?));
                                                                                            if rt.read(&f.Ч3, 167)? > rt.load1(f.РУБЕЖХОДОВ, 6, 168)? {
                                                                                                break 'at_391;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    'loop_346: loop {
                                                                                        'at_379: {
                                                                                            'at_350: {
                                                                                                match label {
                                                                                                    Some(3) => {
                                                                                                        label = None;
                                                                                                    }
                                                                                                    Some(5) => {
                                                                                                        break 'at_350;
                                                                                                    }
                                                                                                    Some(7) => {
                                                                                                        break 'at_350;
                                                                                                    }
                                                                                                    Some(9) => {
                                                                                                        break 'at_350;
                                                                                                    }
                                                                                                    Some(11) => {
                                                                                                        label = None;
                                                                                                        // 388: Ч3 ПРОДОЛЖЕНИЕ:
                                                                                                        f.УРОВЕНЬ.set(Some(6));
                                                                                                        // 344: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                                                                                                        f.Ч3.set(Some(rt.add(rt.read(&f.Ч3, 167)?, 1, 164)?));
                                                                                                        if rt.read(&f.Ч3, 167)? > rt.load1(f.РУБЕЖХОДОВ, 6, 168)? {
                                                                                                            break 'at_391;
                                                                                                        }
                                                                                                        rt.step(Some(164))?;
                                                                                                        continue 'loop_346;
                                                                                                    }
                                                                                                    _ => {
                                                                                                        // 346: ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);
                                                                                                        {
                                                                                                            let a0 = rt.read(&f.Ч3, 120)?;
                                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                            let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                            let a5 = rt::Lbl { frame: f.id, label: 11 };
                                                                                                            rt.call(170, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                        };
                                                                                                    }
                                                                                                }
                                                                                                // 347: ПОСЛЕДНИЙ ХОД:
                                                                                                f.ББ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 175)?, 2, 174)?, 173)?, 2, 172)?));
                                                                                                if rt.read(&f.ББ, 176)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 179)?, 1, 178)?, 177)? {
                                                                                                    break 'at_379;
                                                                                                }
                                                                                            }
                                                                                            loop {
                                                                                                'at_376: {
                                                                                                    'at_368: {
                                                                                                        match label {
                                                                                                            Some(5) => {
                                                                                                                label = None;
                                                                                                                // 356: ШАХ ЧЕРНЫМ:
                                                                                                                f.ЧЧ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 184)?, 1, 183)?, 182)?, 2, 181)?));
                                                                                                                if rt.read(&f.ЧЧ, 185)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 187)?, 186)? {
                                                                                                                    break 'at_368;
                                                                                                                }
                                                                                                            }
                                                                                                            Some(7) => {
                                                                                                            }
                                                                                                            Some(9) => {
                                                                                                                label = None;
                                                                                                                break 'at_376;
                                                                                                            }
                                                                                                            _ => {
                                                                                                                // 350: ВОЗМОЖЕН ПАТ[s - 1] := false;
                                                                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.sub(rt.read(&f.s, 191)?, 1, 190)?, 189)?.set(Some(false));
                                                                                                                // 351: ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);
                                                                                                                {
                                                                                                                    let a0 = rt.read(&f.ББ, 120)?;
                                                                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                    let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                    let a5 = rt::Lbl { frame: f.id, label: 9 };
                                                                                                                    rt.call(192, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                };
                                                                                                                // 352: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                                                                                                                f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 195)?, 194)?));
                                                                                                                // 354: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                                                                                                                {
                                                                                                                    let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                    let a3 = &f.n;
                                                                                                                    let a4 = rt::Lbl { frame: f.id, label: 5 };
                                                                                                                    rt.call(196, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                                                };
                                                                                                                // 355: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                                                break 'at_376;
                                                                                                            }
                                                                                                        }
                                                                                                        loop {
                                                                                                            match label {
                                                                                                                Some(7) => {
                                                                                                                    label = None;
                                                                                                                    // 365: ЧЧ ПРОДОЛЖЕНИЕ:
                                                                                                                    f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 198)?));
                                                                                                                    // 356: ШАХ ЧЕРНЫМ:
                                                                                                                    f.ЧЧ.set(Some(rt.add(rt.read(&f.ЧЧ, 185)?, 1, 180)?));
                                                                                                                    if rt.read(&f.ЧЧ, 185)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 187)?, 186)? {
                                                                                                                        break 'at_368;
                                                                                                                    }
                                                                                                                    rt.step(Some(180))?;
                                                                                                                }
                                                                                                                _ => {
                                                                                                                    // 359: ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);
                                                                                                                    {
                                                                                                                        let a0 = rt.read(&f.ЧЧ, 120)?;
                                                                                                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                        let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                        let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                        let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                                        let a5 = rt::Lbl { frame: f.id, label: 7 };
                                                                                                                        rt.call(199, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                    };
                                                                                                                    // 360: УШЛИ ОТ ШАХА:
                                                                                                                    f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 201)?));
                                                                                                                    // 362: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],
                                                                                                                    {
                                                                                                                        let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 208)?, 207)? == -1) { rt.add(rt.read(&f.ЧЧ, 210)?, 2, 209)? } else { rt.add(rt.read(&f.ЧЧ, 212)?, 1, 211)? }, 204)?;
                                                                                                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                        let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                        let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                        rt.call(202, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                    };
                                                                                                                    // 364: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                                                    break 'at_376;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    // 368: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:
                                                                                                    f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 218)?, 1, 217)?));
                                                                                                    // 370: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],
                                                                                                    {
                                                                                                        let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 224)?, 223)? == -1) { rt.add(rt.read(&f.ББ, 226)?, 2, 225)? } else { rt.add(rt.read(&f.ББ, 228)?, 1, 227)? }, 220)?;
                                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                        rt.call(219, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                    };
                                                                                                    // 372: ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                                                    {
                                                                                                        let a0 = rt.read(&f.ББ, 230)?;
                                                                                                        let a1 = 5;
                                                                                                        let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                                        let a3 = f.ДОСКАБЕЛЫХ;
                                                                                                        rt.call(229, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                    };
                                                                                                    // 373: go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else
                                                                                                    return Err(rt.goto_label(if (rt.read(&f.s, 237)? == 2) { rt::Lbl { frame: f.id, label: 23 } } else { if (rt.read(&f.s, 240)? == 3) { rt::Lbl { frame: f.id, label: 17 } } else { rt::Lbl { frame: f.id, label: 11 } } }, 234));
                                                                                                }
                                                                                                // 376: ББ ПРОДОЛЖЕНИЕ:
                                                                                                f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 243)?, 1, 242)?));
                                                                                                // 347: ПОСЛЕДНИЙ ХОД:
                                                                                                f.ББ.set(Some(rt.add(rt.read(&f.ББ, 176)?, 1, 171)?));
                                                                                                if rt.read(&f.ББ, 176)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 179)?, 1, 178)?, 177)? {
                                                                                                    break 'at_379;
                                                                                                }
                                                                                                rt.step(Some(171))?;
                                                                                            }
                                                                                        }
                                                                                        // 379: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                                                                                        if (rt.read(&f.s, 246)? == 2) {
                                                                                            break 'at_434;
                                                                                        }
                                                                                        // 381: if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;
                                                                                        if (rt.read(&f.s, 249)? == 3) {
                                                                                            break 'at_408;
                                                                                        }
                                                                                        // 382: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:
                                                                                        f.УРОВЕНЬ.set(Some(6));
                                                                                        // 384: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],
                                                                                        {
                                                                                            let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 256)?, 255)? == -1) { rt.add(rt.read(&f.Ч3, 258)?, 2, 257)? } else { rt.add(rt.read(&f.Ч3, 260)?, 1, 259)? }, 252)?;
                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                            rt.call(251, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                        };
                                                                                        // 386: ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                                                        {
                                                                                            let a0 = rt.read(&f.Ч3, 230)?;
                                                                                            let a1 = 61;
                                                                                            let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                                            let a3 = f.ДОСКАЧЕРНЫХ;
                                                                                            rt.call(261, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                        };
                                                                                        // 387: go to Б3 ПРОДОЛЖЕНИЕ;
                                                                                        break 'at_405;
                                                                                    }
                                                                                }
                                                                                // 391: n := РУБЕЖ ХОДОВ[6];
                                                                                f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 6, 263)?));
                                                                                // 392: if ВОЗМОЖЕН ПАТ[3] then
                                                                                if rt.load1(f.ВОЗМОЖЕНПАТ, 3, 265)? {
                                                                                    // 395: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);
                                                                                    {
                                                                                        let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                        let a3 = &f.n;
                                                                                        let a4 = rt::Lbl { frame: f.id, label: 14 };
                                                                                        rt.call(266, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                    };
                                                                                    // 397: go to Б3 ПРОДОЛЖЕНИЕ
                                                                                    break 'at_405;
                                                                                }
                                                                            }
                                                                            // 399: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                                                                            f.УРОВЕНЬ.set(Some(5));
                                                                            // 401: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],
                                                                            {
                                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 273)?, 272)? == -1) { rt.add(rt.read(&f.Б3, 275)?, 2, 274)? } else { rt.add(rt.read(&f.Б3, 277)?, 1, 276)? }, 269)?;
                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                rt.call(268, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                            };
                                                                            // 403: ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                            {
                                                                                let a0 = rt.read(&f.Б3, 230)?;
                                                                                let a1 = 5;
                                                                                let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                let a3 = f.ДОСКАБЕЛЫХ;
                                                                                rt.call(278, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                            };
                                                                            // 404: go to Ч2 ПРОДОЛЖЕНИЕ;
                                                                            break 'at_414;
                                                                        }
                                                                        // 405: Б3 ПРОДОЛЖЕНИЕ:
                                                                        f.УРОВЕНЬ.set(Some(5));
                                                                        // 340: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                                                                        f.Б3.set(Some(rt.add(rt.read(&f.Б3, 157)?, 1, 154)?));
                                                                        if rt.read(&f.Б3, 157)? > rt.load1(f.РУБЕЖХОДОВ, 5, 158)? {
                                                                            break 'at_408;
                                                                        }
                                                                        rt.step(Some(154))?;
                                                                    }
                                                                }
                                                                // 414: Ч2 ПРОДОЛЖЕНИЕ:
                                                                f.УРОВЕНЬ.set(Some(4));
                                                                // 335: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                f.Ч2.set(Some(rt.add(rt.read(&f.Ч2, 148)?, 1, 145)?));
                                                                if rt.read(&f.Ч2, 148)? > rt.load1(f.РУБЕЖХОДОВ, 4, 149)? {
                                                                    break 'at_417;
                                                                }
                                                                rt.step(Some(145))?;
                                                                continue 'loop_337;
                                                            }
                                                            // 408: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                                                            f.УРОВЕНЬ.set(Some(4));
                                                            // 410: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                                                            {
                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 287)?, 286)? == -1) { rt.add(rt.read(&f.Ч2, 289)?, 2, 288)? } else { rt.add(rt.read(&f.Ч2, 291)?, 1, 290)? }, 283)?;
                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                rt.call(282, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 412: ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                            {
                                                                let a0 = rt.read(&f.Ч2, 230)?;
                                                                let a1 = 61;
                                                                let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                let a3 = f.ДОСКАЧЕРНЫХ;
                                                                rt.call(292, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 413: go to Б2 ПРОДОЛЖЕНИЕ;
                                                            break 'at_431;
                                                        }
                                                    }
                                                    // 417: n := РУБЕЖ ХОДОВ[4];
                                                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 4, 294)?));
                                                    // 418: if ВОЗМОЖЕН ПАТ[2] then
                                                    if rt.load1(f.ВОЗМОЖЕНПАТ, 2, 296)? {
                                                        // 421: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);
                                                        {
                                                            let a0 = f.ПОЛЯБЕЛЫХ;
                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                            let a3 = &f.n;
                                                            let a4 = rt::Lbl { frame: f.id, label: 20 };
                                                            rt.call(297, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                        };
                                                        // 423: go to Б2 ПРОДОЛЖЕНИЕ
                                                        break 'at_431;
                                                    }
                                                }
                                                // 425: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                                f.УРОВЕНЬ.set(Some(3));
                                                // 427: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                                                {
                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 304)?, 303)? == -1) { rt.add(rt.read(&f.Б2, 306)?, 2, 305)? } else { rt.add(rt.read(&f.Б2, 308)?, 1, 307)? }, 300)?;
                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                    rt.call(299, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 429: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                {
                                                    let a0 = rt.read(&f.Б2, 230)?;
                                                    let a1 = 5;
                                                    let a2 = f.ПОЛЯБЕЛЫХ;
                                                    let a3 = f.ДОСКАБЕЛЫХ;
                                                    rt.call(309, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 430: go to Ч1 ПРОДОЛЖЕНИЕ;
                                                break 'at_440;
                                            }
                                            // 431: Б2 ПРОДОЛЖЕНИЕ:
                                            f.УРОВЕНЬ.set(Some(3));
                                            // 329: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                            f.Б2.set(Some(rt.add(rt.read(&f.Б2, 138)?, 1, 135)?));
                                            if rt.read(&f.Б2, 138)? > rt.load1(f.РУБЕЖХОДОВ, 3, 139)? {
                                                break 'at_434;
                                            }
                                            rt.step(Some(135))?;
                                        }
                                    }
                                    // 440: Ч1 ПРОДОЛЖЕНИЕ:
                                    f.УРОВЕНЬ.set(Some(2));
                                    // 325: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.read(&f.Ч1, 129)?, 1, 126)?));
                                    if rt.read(&f.Ч1, 129)? > rt.load1(f.РУБЕЖХОДОВ, 2, 130)? {
                                        break 'at_443;
                                    }
                                    rt.step(Some(126))?;
                                    continue 'loop_327;
                                }
                                // 434: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                f.УРОВЕНЬ.set(Some(2));
                                // 436: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                                {
                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 318)?, 317)? == -1) { rt.add(rt.read(&f.Ч1, 320)?, 2, 319)? } else { rt.add(rt.read(&f.Ч1, 322)?, 1, 321)? }, 314)?;
                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                    let a2 = f.ДОСКАБЕЛЫХ;
                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                    rt.call(313, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                };
                                // 438: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                {
                                    let a0 = rt.read(&f.Ч1, 230)?;
                                    let a1 = 61;
                                    let a2 = f.ПОЛЯЧЕРНЫХ;
                                    let a3 = f.ДОСКАЧЕРНЫХ;
                                    rt.call(323, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                };
                                // 439: go to Б1 ПРОДОЛЖЕНИЕ;
                                break 'at_459;
                            }
                        }
                        // 443: n := РУБЕЖ ХОДОВ[2];
                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 2, 325)?));
                        // 444: if ВОЗМОЖЕН ПАТ[1] then
                        if rt.load1(f.ВОЗМОЖЕНПАТ, 1, 327)? {
                            // 447: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                            {
                                let a0 = f.ПОЛЯБЕЛЫХ;
                                let a1 = f.ДОСКАБЕЛЫХ;
                                let a2 = f.ДОСКАЧЕРНЫХ;
                                let a3 = &f.n;
                                let a4 = rt::Lbl { frame: f.id, label: 26 };
                                rt.call(328, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                            };
                            // 449: go to Б1 ПРОДОЛЖЕНИЕ
                            break 'at_459;
                        }
                        // 451: output('/,T,РЕШЕНИЕ,/');
                        { rt.output("/,T,РЕШЕНИЕ,/", &[], 329)?; };
                        // 452: go to ОТВЕТ;
                    }
                    // 455: ОТВЕТ:
                    rt.call(330, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 458: go to КОНЕЦ;
                    break 'at_end;
                }
                // 459: Б1 ПРОДОЛЖЕНИЕ:
                f.УРОВЕНЬ.set(Some(1));
                // 320: НАЧАЛО:
                f.Б1.set(Some(rt.add(rt.read(&f.Б1, 113)?, 1, 112)?));
                if rt.read(&f.Б1, 113)? > rt.load1(f.РУБЕЖХОДОВ, 1, 114)? {
                    break 'at_462;
                }
                rt.step(Some(112))?;
            }
        }
        // 462: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
        { rt.output("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/", &[], 332)?; };
        // 463: go to КОНЕЦ;
    }
    return Ok(());
}

/// The activation record of the procedure `ОБЗОР ХОДОВ`.
struct P0Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    n: &'a dyn rt::Name<i64>,
    МЕТКА: rt::Lbl,
    j: rt::Var<i64>,
    m: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ОТКУДА: rt::Var<i64>,
    ФИГУРА: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    x: rt::Var<i64>,
    y: rt::Var<i64>,
    t: rt::Var<i64>,
    k: rt::Var<i64>,
    С: rt::Var<i64>,
    ПЕРВОЕ: rt::Var<i64>,
    ПОСЛЕДНЕЕ: rt::Var<i64>,
    НАПР: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    ДАЛЬНОБОЙНАЯ: rt::Var<bool>,
}

/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, n: &'a dyn rt::Name<i64>, МЕТКА: rt::Lbl) -> R<()> {
    let f = &P0Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        n: n,
        МЕТКА: МЕТКА,
        j: rt::var(),
        m: rt::var(),
        ПОЛЕ: rt::var(),
        КОД: rt::var(),
        ОТКУДА: rt::var(),
        ФИГУРА: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        x: rt::var(),
        y: rt::var(),
        t: rt::var(),
        k: rt::var(),
        С: rt::var(),
        ПЕРВОЕ: rt::var(),
        ПОСЛЕДНЕЕ: rt::var(),
        НАПР: rt::var(),
        ДОМ: rt::var(),
        ДАЛЬНОБОЙНАЯ: rt::var(),
    };
    'at_141: {
        // 73: m := n + 1;  СПИСОК[m] := 0;
        f.m.set(Some(rt.add(f.n.value(rt, 335)?, 1, 334)?));
        rt.elem_at1(f.up.СПИСОК, rt.read(&f.m, 338)?, 337)?.set(Some(0));
        // 74: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
        f.НАПР.set(Some(rt.load1(f.ПОЛЯ, 0, 340)?));
        f.ДОМ.set(Some(if (rt.read(&f.НАПР, 344)? > 0) { 5 } else { 61 }));
        // 75: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 346)? > 16) {
            loop {
                // 77: ПОЛЕ := ПОЛЯ[j];
                f.ПОЛЕ.set(Some(rt.load1(f.ПОЛЯ, rt.read(&f.j, 349)?, 348)?));
                // 78: if ПОЛЕ ≠ 0 then
                if (rt.read(&f.ПОЛЕ, 352)? != 0) {
                    // 80: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                    f.КОД.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 356)?, 355)?, rt.mul(10, rt.read(&f.j, 358)?, 357)?, 354)?));
                    // 81: if КОД > 0 ∧ КОД < 10 then
                    if ((rt.read(&f.КОД, 362)? > 0) & (rt.read(&f.КОД, 364)? < 10)) {
                        // 83: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                        f.В.set(Some(rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 368)?, 1, 367)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 372)?, 1, 371)?, 8, 370)?, 8, 369)?, 366)?));
                        f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 376)?, 1, 375)?, 8, 374)?));
                        // 84: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                        f.ОТКУДА.set(Some(rt.mul(100, rt.read(&f.ПОЛЕ, 379)?, 378)?));
                        f.ФИГУРА.set(Some(rt.mul(1000, rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 383)?, 382)?, 381)?));
                        // 85: if КОД = 1 then
                        if (rt.read(&f.КОД, 386)? == 1) {
                            // 87: t := ПОЛЕ + НАПР;
                            f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 389)?, rt.read(&f.НАПР, 390)?, 388)?));
                            // 88: if СВОЯ ДОСКА[t] = 0 then
                            if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 394)?, 393)? == 0) {
                                // 90: if ЧУЖАЯ ДОСКА[t] = 0 then
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 398)?, 397)? == 0) {
                                    // 92: ХОД ПЕШКИ(t);
                                    {
                                        let a0 = rt.read(&f.t, 400)?;
                                        rt.call(399, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                    // 93: if Г = (if НАПР > 0 then 1 else 6) then
                                    if (rt.read(&f.Г, 403)? == if (rt.read(&f.НАПР, 406)? > 0) { 1 } else { 6 }) {
                                        // 95: if СВОЯ ДОСКА[t + НАПР] = 0 then
                                        if (rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.t, 411)?, rt.read(&f.НАПР, 412)?, 410)?, 409)? == 0) {
                                            // 96: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                                            if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 417)?, rt.read(&f.НАПР, 418)?, 416)?, 415)? == 0) {
                                                {
                                                    let a0 = rt.add(rt.read(&f.t, 422)?, rt.read(&f.НАПР, 423)?, 421)?;
                                                    let a1 = 0;
                                                    rt.call(419, || p6_ЗАПИСЬ(rt, f, a0, a1))?
                                                };
                                            }
                                        }
                                    }
                                }
                            }
                            // 100: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                            if (rt.read(&f.В, 427)? > 0) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.sub(rt.read(&f.t, 432)?, 1, 431)?, 430)? != 0) {
                                    {
                                        let a0 = rt.sub(rt.read(&f.t, 435)?, 1, 434)?;
                                        rt.call(433, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                            // 101: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                            if (rt.read(&f.В, 438)? < 7) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 443)?, 1, 442)?, 441)? != 0) {
                                    {
                                        let a0 = rt.add(rt.read(&f.t, 446)?, 1, 445)?;
                                        rt.call(444, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                        } else {
                            // 105: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                            if (rt.read(&f.КОД, 449)? == 2) {
                                f.ПЕРВОЕ.set(Some(9));
                                f.ПОСЛЕДНЕЕ.set(Some(16));
                            } else {
                                // 106: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                                if (rt.read(&f.КОД, 454)? == 3) {
                                    f.ПЕРВОЕ.set(Some(5));
                                    f.ПОСЛЕДНЕЕ.set(Some(8));
                                } else {
                                    // 107: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                                    if ((rt.read(&f.КОД, 460)? == 4) | (rt.read(&f.КОД, 462)? == 8)) {
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(4));
                                    } else {
                                        // 108: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(8));
                                    }
                                }
                            }
                            'at_130: {
                                // 109: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                                f.ДАЛЬНОБОЙНАЯ.set(Some((((rt.read(&f.КОД, 471)? != 2) & (rt.read(&f.КОД, 473)? != 6)) & (rt.read(&f.КОД, 475)? != 7))));
                                // 110: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                f.k.set(Some(rt.read(&f.ПЕРВОЕ, 477)?));
                                if !(rt.read(&f.k, 478)? > rt.read(&f.ПОСЛЕДНЕЕ, 479)?) {
                                    'loop_112: loop {
                                        // 112: x := В;  y := Г;
                                        f.x.set(Some(rt.read(&f.В, 481)?));
                                        f.y.set(Some(rt.read(&f.Г, 483)?));
                                        'loop_113: loop {
                                            // 113: ЛУЧ:
                                            f.x.set(Some(rt.add(rt.read(&f.x, 486)?, rt.load1(f.up.ШАГВЕРТИКАЛИ, rt.read(&f.k, 488)?, 487)?, 485)?));
                                            // 114: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                                            f.y.set(Some(rt.add(rt.read(&f.y, 491)?, rt.load1(f.up.ШАГГОРИЗОНТАЛИ, rt.read(&f.k, 493)?, 492)?, 490)?));
                                            // 115: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                                            if ((((rt.read(&f.x, 499)? >= 0) & (rt.read(&f.x, 501)? < 8)) & (rt.read(&f.y, 503)? >= 0)) & (rt.read(&f.y, 505)? < 8)) {
                                                // 117: t := 8 × y + x + 1;
                                                f.t.set(Some(rt.add(rt.add(rt.mul(8, rt.read(&f.y, 510)?, 509)?, rt.read(&f.x, 511)?, 508)?, 1, 507)?));
                                                // 118: if СВОЯ ДОСКА[t] = 0 then
                                                if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 515)?, 514)? == 0) {
                                                    // 120: С := ЧУЖАЯ ДОСКА[t];
                                                    f.С.set(Some(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 518)?, 517)?));
                                                    // 121: if С ≠ 0 then
                                                    if (rt.read(&f.С, 521)? != 0) {
                                                        // 122: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                                                        if ((rt.sub(rt.read(&f.С, 526)?, rt.mul(rt.idiv(rt.read(&f.С, 529)?, 10, 528)?, 10, 527)?, 525)? == 6) | (rt.sub(rt.read(&f.С, 532)?, rt.mul(rt.idiv(rt.read(&f.С, 535)?, 10, 534)?, 10, 533)?, 531)? == 7)) {
                                                            return Err(rt.goto_label(f.МЕТКА, 536));
                                                        }
                                                    }
                                                    // 123: СПИСОК[m + 1] := ОТКУДА + t;
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 544)?, 1, 543)?, 542)?.set(Some(rt.add(rt.read(&f.ОТКУДА, 540)?, rt.read(&f.t, 541)?, 539)?));
                                                    // 124: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 557)?, 2, 556)?, 555)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.ОТКУДА, 549)?, rt.read(&f.t, 550)?, 548)?, rt.mul(10000, rt.add(rt.read(&f.С, 553)?, rt.read(&f.ФИГУРА, 554)?, 552)?, 551)?, 547)?, 546)?));
                                                    // 125: m := m + 2;
                                                    f.m.set(Some(rt.add(rt.read(&f.m, 560)?, 2, 559)?));
                                                    // 126: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                                                    if (rt.read(&f.ДАЛЬНОБОЙНАЯ, 563)? & (rt.read(&f.С, 565)? == 0)) {
                                                        rt.step(Some(566))?;
                                                        continue 'loop_113;
                                                    }
                                                }
                                            }
                                            // 110: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                            f.k.set(Some(rt.add(rt.read(&f.k, 478)?, 1, 476)?));
                                            if rt.read(&f.k, 478)? > rt.read(&f.ПОСЛЕДНЕЕ, 479)? {
                                                break 'at_130;
                                            }
                                            rt.step(Some(476))?;
                                            continue 'loop_112;
                                        }
                                    }
                                }
                            }
                            // 130: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                            if ((rt.read(&f.КОД, 570)? == 7) & (rt.read(&f.ПОЛЕ, 572)? == rt.read(&f.ДОМ, 573)?)) {
                                // 132: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 579)?, 3, 578)?, 577)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 584)?, 3, 583)?, 582)?, 10, 581)?, 10, 580)?, 576)? == 8) {
                                    // 133: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                                    {
                                        let a0 = rt.add(rt.read(&f.ДОМ, 588)?, 2, 587)?;
                                        let a1 = rt.add(rt.read(&f.ДОМ, 591)?, 3, 590)?;
                                        rt.call(585, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                                // 134: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 597)?, 4, 596)?, 595)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 602)?, 4, 601)?, 600)?, 10, 599)?, 10, 598)?, 594)? == 8) {
                                    // 135: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                                    {
                                        let a0 = rt.sub(rt.read(&f.ДОМ, 605)?, 2, 604)?;
                                        let a1 = rt.sub(rt.read(&f.ДОМ, 607)?, 4, 606)?;
                                        rt.call(603, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                            }
                        }
                    }
                }
                // 75: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 346)?, 1, 345)?));
                if rt.read(&f.j, 346)? > 16 {
                    break 'at_141;
                }
                rt.step(Some(345))?;
            }
        }
    }
    // 141: n := m
    f.n.assign(rt, rt.read(&f.m, 609)?, 610)?;
    return Ok(());
}

/// The activation record of the procedure `ЗАПИСЬ`.
struct P6Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    Е: rt::Var<i64>,
}

/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, Е: i64) -> R<()> {
    let f = &P6Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        Е: std::cell::Cell::new(Some(Е)),
    };
    // 47: С := ЧУЖАЯ ДОСКА[НА];
    f.up.С.set(Some(rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.НА, 613)?, 612)?));
    // 48: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
    if ((rt.sub(rt.read(&f.up.С, 618)?, rt.mul(rt.idiv(rt.read(&f.up.С, 621)?, 10, 620)?, 10, 619)?, 617)? == 6) | (rt.sub(rt.read(&f.up.С, 624)?, rt.mul(rt.idiv(rt.read(&f.up.С, 627)?, 10, 626)?, 10, 625)?, 623)? == 7)) {
        return Err(rt.goto_label(f.up.МЕТКА, 628));
    }
    // 49: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 632)?, 1, 631)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 638)?, 637)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 635)?, rt.read(&f.НА, 636)?, 634)?));
    // 50: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
    if (rt.read(&f.Е, 641)? > 0) {
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 644)?, 1, 643)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 648)?, 647)?.set(Some(rt.read(&f.Е, 646)?));
    }
    // 51: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 651)?, 1, 650)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 663)?, 662)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.up.ОТКУДА, 656)?, rt.read(&f.НА, 657)?, 655)?, rt.mul(10000, rt.add(rt.read(&f.up.С, 660)?, rt.read(&f.up.ФИГУРА, 661)?, 659)?, 658)?, 654)?, 653)?));
    return Ok(());
}

/// The activation record of the procedure `ХОД ПЕШКИ`.
struct P7Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
}

/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64) -> R<()> {
    let f = &P7Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
    };
    // 55: if НА > 56 ∨ НА < 9 then
    if ((rt.read(&f.НА, 667)? > 56) | (rt.read(&f.НА, 669)? < 9)) {
        // 56: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
        {
            let a0 = rt.read(&f.НА, 420)?;
            let a1 = 5;
            rt.call(670, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 420)?;
            let a1 = 4;
            rt.call(671, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 420)?;
            let a1 = 3;
            rt.call(672, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 420)?;
            let a1 = 2;
            rt.call(673, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    } else {
        // 57: else ЗАПИСЬ(НА, 0);
        {
            let a0 = rt.read(&f.НА, 420)?;
            let a1 = 0;
            rt.call(674, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    }
    return Ok(());
}

/// The activation record of the procedure `РОКИРОВКА`.
struct P8Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    П: rt::Var<i64>,
    ОТ: rt::Var<i64>,
    ДО: rt::Var<i64>,
}

/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, УГОЛ: i64) -> R<()> {
    let f = &P8Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        УГОЛ: std::cell::Cell::new(Some(УГОЛ)),
        П: rt::var(),
        ОТ: rt::var(),
        ДО: rt::var(),
    };
    // 61: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
    if (rt.read(&f.УГОЛ, 677)? > rt.read(&f.up.ПОЛЕ, 678)?) {
        f.ОТ.set(Some(rt.add(rt.read(&f.up.ПОЛЕ, 681)?, 1, 680)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.УГОЛ, 684)?, 1, 683)?));
    } else {
        // 62: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
        f.ОТ.set(Some(rt.add(rt.read(&f.УГОЛ, 687)?, 1, 686)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.up.ПОЛЕ, 690)?, 1, 689)?));
    }
    'at_end: {
        'at_65: {
            // 63: for П := ОТ step 1 until ДО do
            f.П.set(Some(rt.read(&f.ОТ, 692)?));
            if !(rt.read(&f.П, 693)? > rt.read(&f.ДО, 694)?) {
                loop {
                    // 64: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                    if ((rt.load1(f.up.СВОЯДОСКА, rt.read(&f.П, 699)?, 698)? != 0) | (rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.П, 702)?, 701)? != 0)) {
                        break 'at_end;
                    }
                    // 63: for П := ОТ step 1 until ДО do
                    f.П.set(Some(rt.add(rt.read(&f.П, 693)?, 1, 691)?));
                    if rt.read(&f.П, 693)? > rt.read(&f.ДО, 694)? {
                        break 'at_65;
                    }
                    rt.step(Some(691))?;
                }
            }
        }
        // 65: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 705)?, 1, 704)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 711)?, 710)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 708)?, rt.read(&f.НА, 709)?, 707)?));
        // 66: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 714)?, 1, 713)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 729)?, 728)?.set(Some(rt.neg_int(rt.add(rt.add(rt.mul(100, rt.read(&f.УГОЛ, 720)?, 719)?, rt.idiv(rt.add(rt.read(&f.up.ПОЛЕ, 723)?, rt.read(&f.НА, 724)?, 722)?, 2, 721)?, 718)?, rt.mul(10000000, rt.load1(f.up.СВОЯДОСКА, rt.read(&f.УГОЛ, 727)?, 726)?, 725)?, 717)?, 716)?));
    }
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ ХОДА`.
struct P1Frame<'a> {
    up: &'a MainFrame<'a>,
    З: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, З: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>) -> R<()> {
    let f = &P1Frame {
        up,
        З: std::cell::Cell::new(Some(З)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        С: rt::var(),
    };
    // 153: З := -З;
    f.З.set(Some(rt.neg_int(rt.read(&f.З, 732)?, 731)?));
    // 154: М := З ÷ 10000000;  З := З - 10000000 × М;
    f.М.set(Some(rt.idiv(rt.read(&f.З, 735)?, 10000000, 734)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 738)?, rt.mul(10000000, rt.read(&f.М, 740)?, 739)?, 737)?));
    // 155: С := З ÷ 10000;  З := З - 10000 × С;
    f.С.set(Some(rt.idiv(rt.read(&f.З, 743)?, 10000, 742)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 746)?, rt.mul(10000, rt.read(&f.С, 748)?, 747)?, 745)?));
    // 156: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.З, 751)?, 100, 750)?));
    f.НА.set(Some(rt.sub(rt.read(&f.З, 754)?, rt.mul(100, rt.read(&f.ИЗ, 756)?, 755)?, 753)?));
    // 157: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 759)?, 758)?.set(Some(0));
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 763)?, 762)?.set(Some(rt.read(&f.С, 761)?));
    // 158: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 767)?, 766)?.set(Some(rt.read(&f.М, 765)?));
    rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.М, 772)?, 10, 771)?, 770)?.set(Some(rt.read(&f.ИЗ, 769)?));
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ КОРОЛЯ`.
struct P2Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    НА: rt::Var<i64>,
    К: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, ДОМ: i64, СВОИПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P2Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        ДОМ: std::cell::Cell::new(Some(ДОМ)),
        СВОИПОЛЯ: СВОИПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        НА: rt::var(),
        К: rt::var(),
    };
    // 169: if СПИСОК[i] ÷ 100 = ДОМ then
    if (rt.idiv(rt.load1(f.up.СПИСОК, rt.read(&f.i, 777)?, 776)?, 100, 775)? == rt.read(&f.ДОМ, 778)?) {
        // 171: НА := СПИСОК[i] - 100 × ДОМ;
        f.НА.set(Some(rt.sub(rt.load1(f.up.СПИСОК, rt.read(&f.i, 782)?, 781)?, rt.mul(100, rt.read(&f.ДОМ, 784)?, 783)?, 780)?));
        // 172: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
        if ((rt.read(&f.НА, 788)? == rt.add(rt.read(&f.ДОМ, 790)?, 2, 789)?) | (rt.read(&f.НА, 792)? == rt.sub(rt.read(&f.ДОМ, 794)?, 2, 793)?)) {
            // 174: К := СВОЯ ДОСКА[НА];
            f.К.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.НА, 797)?, 796)?));
            // 175: if К - К ÷ 10 × 10 = 6 then
            if (rt.sub(rt.read(&f.К, 801)?, rt.mul(rt.idiv(rt.read(&f.К, 804)?, 10, 803)?, 10, 802)?, 800)? == 6) {
                // 176: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 807)?, 806)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ДОМ, 812)?, 811)?.set(Some(rt.add(rt.read(&f.К, 810)?, 1, 809)?));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.К, 817)?, 10, 816)?, 815)?.set(Some(rt.read(&f.ДОМ, 814)?));
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВЫПОЛНЕНИЕ ХОДА`.
struct P3Frame<'a> {
    up: &'a MainFrame<'a>,
    /// This activation's identity, for its labels.
    id: u64,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    ЛАДЬЯ: rt::Var<i64>,
    СРЕДНЕЕ: rt::Var<i64>,
}

/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl) -> R<()> {
    let f = &P3Frame {
        up,
        id: rt.new_id(),
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
        УГОЛ: rt::var(),
        ЛАДЬЯ: rt::var(),
        СРЕДНЕЕ: rt::var(),
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from its start (`label` is `None`) or from the label numbered `label` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &P3Frame<'_>, mut label: Option<u32>) -> R<()> {
    match label {
        None => {
            // 193: Х := СПИСОК[i];
            f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 820)?, 819)?));
            // 194: if Х < 0 then
            if (rt.read(&f.Х, 823)? < 0) {
                // 196: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                {
                    let a0 = rt.read(&f.Х, 203)?;
                    let a1 = f.СВОЯДОСКА;
                    let a2 = f.ЧУЖАЯДОСКА;
                    let a3 = f.СВОИПОЛЯ;
                    rt.call(824, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
                };
                // 197: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                {
                    let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 829)?, 828)? == -1) { rt.sub(rt.read(&f.i, 831)?, 2, 830)? } else { rt.sub(rt.read(&f.i, 833)?, 1, 832)? };
                    let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 836)? > 0) { 5 } else { 61 };
                    let a2 = f.СВОИПОЛЯ;
                    let a3 = f.СВОЯДОСКА;
                    rt.call(825, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
                };
                // 199: go to ДАЛЕЕ
                return Err(rt.goto_label(f.ДАЛЕЕ, 837));
            }
            // 201: if Х < 100 then go to ДАЛЕЕ;
            if (rt.read(&f.Х, 841)? < 100) {
                return Err(rt.goto_label(f.ДАЛЕЕ, 842));
            }
            // 202: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
            f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 846)?, 100, 845)?));
            f.НА.set(Some(rt.sub(rt.read(&f.Х, 849)?, rt.mul(100, rt.read(&f.ИЗ, 851)?, 850)?, 848)?));
            // 203: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
            f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 854)?, 853)?));
            f.j.set(Some(rt.idiv(rt.read(&f.М, 857)?, 10, 856)?));
            f.КОД.set(Some(rt.sub(rt.read(&f.М, 860)?, rt.mul(10, rt.read(&f.j, 862)?, 861)?, 859)?));
            // 204: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
            if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 867)?, 1, 866)?, 865)? > 0) {
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 870)?, 869)?.set(Some(-1));
                f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 874)?, 1, 873)?, 872)?));
            } else {
                // 205: else q[УРОВЕНЬ] := 0;
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 877)?, 876)?.set(Some(0));
            }
            // 206: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
            if (rt.read(&f.КОД, 880)? == 7) {
                f.КОД.set(Some(6));
            } else {
                if (rt.read(&f.КОД, 884)? == 8) {
                    f.КОД.set(Some(4));
                }
            }
            // 207: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 888)?, 887)?.set(Some(0));
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 895)?, 894)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 892)?, 891)?, rt.read(&f.КОД, 893)?, 890)?));
            // 208: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
            rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 898)?, 897)?.set(Some(0));
            rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 902)?, 901)?.set(Some(rt.read(&f.НА, 900)?));
            // 209: УРОВЕНЬ := УРОВЕНЬ + 1;
            f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 905)?, 1, 904)?));
            // 210: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
            if ((rt.sub(rt.read(&f.М, 910)?, rt.mul(10, rt.read(&f.j, 912)?, 911)?, 909)? == 7) & ((rt.read(&f.НА, 915)? == rt.add(rt.read(&f.ИЗ, 917)?, 2, 916)?) | (rt.read(&f.НА, 919)? == rt.sub(rt.read(&f.ИЗ, 921)?, 2, 920)?))) {
                // 214: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                f.УГОЛ.set(Some(if (rt.read(&f.НА, 925)? > rt.read(&f.ИЗ, 926)?) { rt.add(rt.read(&f.ИЗ, 928)?, 3, 927)? } else { rt.sub(rt.read(&f.ИЗ, 930)?, 4, 929)? }));
                f.СРЕДНЕЕ.set(Some(rt.idiv(rt.add(rt.read(&f.ИЗ, 934)?, rt.read(&f.НА, 935)?, 933)?, 2, 932)?));
                // 215: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                f.ЛАДЬЯ.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 939)?, 938)?, 4, 937)?));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 942)?, 941)?.set(Some(0));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.ЛАДЬЯ, 947)?, 10, 946)?, 945)?.set(Some(rt.read(&f.СРЕДНЕЕ, 944)?));
                // 216: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 950)?, 949)?.set(Some(6));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 953)?, 952)?.set(Some(6));
                // 217: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 957)?, 1, 956)?, 955)?));
                // 218: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                {
                    let a0 = f.ЧУЖИЕПОЛЯ;
                    let a1 = f.ЧУЖАЯДОСКА;
                    let a2 = f.СВОЯДОСКА;
                    let a3 = &f.up.n;
                    let a4 = rt::Lbl { frame: f.id, label: 0 };
                    rt.call(958, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
                };
                // 219: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 961)?, 960)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 965)?, 964)?.set(Some(rt.read(&f.ЛАДЬЯ, 963)?));
                // 220: go to ОТВЕТНЫЕ ХОДЫ;
            }
            // 225: ОТВЕТНЫЕ ХОДЫ:
            f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 969)?, 1, 968)?, 967)?));
            // 227: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
            {
                let a0 = f.ЧУЖИЕПОЛЯ;
                let a1 = f.ЧУЖАЯДОСКА;
                let a2 = f.СВОЯДОСКА;
                let a3 = &f.up.n;
                let a4 = f.ДАЛЕЕ;
                rt.call(970, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
            };
            // 228: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
            rt.elem_at1(f.up.РУБЕЖХОДОВ, rt.read(&f.up.УРОВЕНЬ, 974)?, 973)?.set(Some(rt.read(&f.up.n, 972)?));
        }
        Some(0) => {
            label = None;
            // 221: ПОД УДАРОМ:
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 977)?, 976)?.set(Some(0));
            // 222: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 981)?, 980)?.set(Some(rt.read(&f.ЛАДЬЯ, 979)?));
            // 223: go to ДАЛЕЕ
            return Err(rt.goto_label(f.ДАЛЕЕ, 982));
        }
        _ => {
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВВОД ФИГУР`.
struct P4Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    k: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
}

/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P4Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        j: rt::var(),
        k: rt::var(),
        КОД: rt::var(),
        ПОЛЕ: rt::var(),
    };
    'at_241: {
        // 239: input(k);
        { rt.input_to(&f.k, rt::Ty::Integer, rt::v_int, 984)?; };
        // 240: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
        f.j.set(Some(1));
        if !(rt.read(&f.j, 986)? > 16) {
            loop {
                // 240: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 989)?, 988)?.set(Some(0));
                f.j.set(Some(rt.add(rt.read(&f.j, 986)?, 1, 985)?));
                if rt.read(&f.j, 986)? > 16 {
                    break 'at_241;
                }
                rt.step(Some(985))?;
            }
        }
    }
    'at_end: {
        // 241: for j := 1 step 1 until k do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 991)? > rt.read(&f.k, 992)?) {
            loop {
                // 243: input(КОД, ПОЛЕ);
                { rt.input_to(&f.КОД, rt::Ty::Integer, rt::v_int, 993)?; rt.input_to(&f.ПОЛЕ, rt::Ty::Integer, rt::v_int, 993)?; };
                // 244: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                f.ПОЛЕ.set(Some(rt.add(rt.mul(8, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 999)?, rt.mul(rt.idiv(rt.read(&f.ПОЛЕ, 1002)?, 10, 1001)?, 10, 1000)?, 998)?, 1, 997)?, 996)?, rt.idiv(rt.read(&f.ПОЛЕ, 1004)?, 10, 1003)?, 995)?));
                // 245: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 1008)?, 1007)?.set(Some(rt.read(&f.ПОЛЕ, 1006)?));
                rt.elem_at1(f.ДОСКА, rt.read(&f.ПОЛЕ, 1015)?, 1014)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 1012)?, 1011)?, rt.read(&f.КОД, 1013)?, 1010)?));
                // 241: for j := 1 step 1 until k do
                f.j.set(Some(rt.add(rt.read(&f.j, 991)?, 1, 990)?));
                if rt.read(&f.j, 991)? > rt.read(&f.k, 992)? {
                    break 'at_end;
                }
                rt.step(Some(990))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЗИЦИИ`.
struct P5Frame<'a> {
    up: &'a MainFrame<'a>,
    Г: rt::Var<i64>,
    В: rt::Var<i64>,
    К: rt::Var<i64>,
    Х: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ<'a>(rt: &Rt, up: &'a MainFrame<'a>) -> R<()> {
    let f = &P5Frame {
        up,
        Г: rt::var(),
        В: rt::var(),
        К: rt::var(),
        Х: rt::var(),
    };
    // 263: if УРОВЕНЬ = 2 then
    if (rt.read(&f.up.УРОВЕНЬ, 1018)? == 2) {
        // 265: Х := СПИСОК[Б1];
        f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.up.Б1, 1021)?, 1020)?));
        // 266: output('/');  outstring(1, 'КЛЮЧ ');
        { rt.output("/", &[], 1022)?; };
        { let _ = 1; rt.outstring(V::Str("КЛЮЧ "), 1023)?; };
        // 267: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
        {
            let a0 = rt.idiv(rt.read(&f.Х, 1027)?, 100, 1026)?;
            rt.call(1024, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        {
            let a0 = rt.sub(rt.read(&f.Х, 1030)?, rt.mul(rt.idiv(rt.read(&f.Х, 1033)?, 100, 1032)?, 100, 1031)?, 1029)?;
            rt.call(1028, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        // 268: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
        if (rt.load1(f.up.q, 1, 1036)? == -1) {
            { let _ = 1; rt.outchar("nbrq", V::Int(rt.sub(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.up.Б1, 1041)?, 1, 1040)?, 1039)?, 1, 1038)?), 1037)?; };
        }
    }
    'at_284: {
        // 270: for Г := 7 step -1 until 0 do
        f.Г.set(Some(7));
        if !(rt.read(&f.Г, 1043)? < 0) {
            loop {
                'at_270_2: {
                    // 272: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                    { rt.output("/", &[], 1044)?; };
                    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.read(&f.Г, 1047)?, 1, 1046)?), 1045)?; };
                    { let _ = 1; rt.outstring(V::Str(" "), 1048)?; };
                    // 273: for В := 1 step 1 until 8 do
                    f.В.set(Some(1));
                    if !(rt.read(&f.В, 1050)? > 8) {
                        loop {
                            // 275: К := ДОСКА БЕЛЫХ[8 × Г + В];
                            f.К.set(Some(rt.load1(f.up.ДОСКАБЕЛЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1055)?, 1054)?, rt.read(&f.В, 1056)?, 1053)?, 1052)?));
                            // 276: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                            if (rt.read(&f.К, 1059)? != 0) {
                                { let _ = 1; rt.outchar("PNBRQKKR", V::Int(rt.sub(rt.read(&f.К, 1062)?, rt.mul(rt.idiv(rt.read(&f.К, 1065)?, 10, 1064)?, 10, 1063)?, 1061)?), 1060)?; };
                            } else {
                                // 279: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                                f.К.set(Some(rt.load1(f.up.ДОСКАЧЕРНЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1070)?, 1069)?, rt.read(&f.В, 1071)?, 1068)?, 1067)?));
                                // 280: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                                if (rt.read(&f.К, 1074)? != 0) {
                                    { let _ = 1; rt.outchar("pnbrqkkr", V::Int(rt.sub(rt.read(&f.К, 1077)?, rt.mul(rt.idiv(rt.read(&f.К, 1080)?, 10, 1079)?, 10, 1078)?, 1076)?), 1075)?; };
                                } else {
                                    { let _ = 1; rt.outstring(V::Str("."), 1081)?; };
                                }
                            }
                            // 273: for В := 1 step 1 until 8 do
                            f.В.set(Some(rt.add(rt.read(&f.В, 1050)?, 1, 1049)?));
                            if rt.read(&f.В, 1050)? > 8 {
                                break 'at_270_2;
                            }
                            rt.step(Some(1049))?;
                        }
                    }
                }
                // 270: for Г := 7 step -1 until 0 do
                f.Г.set(Some(rt.add(rt.read(&f.Г, 1043)?, -1, 1042)?));
                if rt.read(&f.Г, 1043)? < 0 {
                    break 'at_284;
                }
                rt.step(Some(1042))?;
            }
        }
    }
    // 284: output('/');  outstring(1, '  abcdefgh');  output('/')
    { rt.output("/", &[], 1082)?; };
    { let _ = 1; rt.outstring(V::Str("  abcdefgh"), 1083)?; };
    { rt.output("/", &[], 1084)?; };
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЛЯ`.
struct P9Frame<'a> {
    up: &'a P5Frame<'a>,
    П: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ<'a>(rt: &Rt, up: &'a P5Frame<'a>, П: i64) -> R<()> {
    let f = &P9Frame {
        up,
        П: std::cell::Cell::new(Some(П)),
    };
    // 259: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    { let _ = 1; rt.outchar("abcdefgh", V::Int(rt.sub(rt.read(&f.П, 1087)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 1091)?, 1, 1090)?, 8, 1089)?, 8, 1088)?, 1086)?), 1085)?; };
    // 260: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.idiv(rt.sub(rt.read(&f.П, 1096)?, 1, 1095)?, 8, 1094)?, 1, 1093)?), 1092)?; };
    return Ok(());
}

