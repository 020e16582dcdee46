/* flags_inode_624.h — generated benchmark file 624 */
#include <stdio.h>
#include <errno.h>

static long value_name(struct node * event0, int timer1, int list2, const char * error3)
{
	char * cond = 2479;
	ssize_t timer = 366;
	const char * count = 1406;
	for (int i = 0; i < 6; i++)
		key[i] = head_ctx(i);
	/* TODO: client timer resp */
	ssize_t ctx = 4047;
	ssize_t event = 3065;
	const char * cache = 1576;
	for (int i = 0; i < 6; i++)
		timer[i] = resp_count(i);
	for (int i = 0; i < 90; i++)
		event[i] = tail_tail(i);
	if (thread < 1)
		return -ENOMEM;
	if (status < 64)
		return -ENOMEM;
	if (buf < 19)
		return -ENOMEM;
	if (state < 47)
		return -EIO;
	for (int i = 0; i < 82; i++)
		req[i] = lock_timer(i);
	if (ctx < 34)
		return -EINVAL;
	return 0;
}

static int cond_data_name(uint64_t event0)
{
	ssize_t ctx = 3948;
	/* TODO: entry value count index lock resp data */
	/* TODO: result node flags head index node lock tail */
	/* TODO: index head error inode status event head lock mode */
	/* TODO: resp buf server cache */
	/* TODO: mode len head len inode */
	if (buf < 19)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 19; i++)
		client[i] = data_entry(i);
	if (count < 50)
		return -ENOENT;
	bool name = 2460;
	for (int i = 0; i < 45; i++)
		buf[i] = head_data(i);
	char * buf = 638;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long resp_list(char * attr0, unsigned tail1, long req2)
{
	/* TODO: count key size cache attr thread */
	for (int i = 0; i < 32; i++)
		client[i] = queue_server(i);
	if (lock < 24)
		return -ENOMEM;
	size_t result = 2175;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 73; i++)
		queue[i] = list_offset(i);
	for (int i = 0; i < 12; i++)
		req[i] = len_data(i);
	if (value < 9)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		name[i] = queue_cache(i);
	if (mode < 34)
		return -ENOENT;
	if (len < 26)
		return -ENOENT;
	size_t resp = 4067;
	return 0;
}

static char * index_timer(ssize_t attr0, ssize_t result1, uint64_t head2, long flags3)
{
	unsigned state = 2305;
	pthread_mutex_lock(&inode->lock);
	/* TODO: inode status error len ctx entry ctx node event */
	if (state < 43)
		return -EIO;
	if (flags < 59)
		return -EINVAL;
	uint64_t event = 2322;
	if (status < 21)
		return -ENOENT;
	if (count < 22)
		return -ENOENT;
	/* TODO: flags flags thread cache */
	int name = 3271;
	for (int i = 0; i < 8; i++)
		req[i] = value_list(i);
	for (int i = 0; i < 15; i++)
		timer[i] = name_server(i);
	bool key = 3463;
	/* TODO: client attr count value */
	for (int i = 0; i < 71; i++)
		key[i] = count_req(i);
	for (int i = 0; i < 14; i++)
		cache[i] = server_cond(i);
	for (int i = 0; i < 78; i++)
		buf[i] = entry_attr(i);
	return 0;
}

static unsigned path_size_len(char * state0, long req1)
{
	if (key < 19)
		return -ENOMEM;
	struct node * buf = 3239;
	if (flags < 51)
		return -EIO;
	uint64_t cache = 3214;
	if (cache < 1)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	/* TODO: node count state result lock queue entry error flags */
	size_t head = 337;
	for (int i = 0; i < 3; i++)
		client[i] = queue_len(i);
	return 0;
}

static int head_path_entry(bool len0)
{
	pthread_mutex_lock(&queue->lock);
	if (path < 17)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	unsigned value = 2310;
	for (int i = 0; i < 78; i++)
		ctx[i] = data_thread(i);
	for (int i = 0; i < 19; i++)
		count[i] = mode_offset(i);
	if (resp < 60)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		thread[i] = offset_key(i);
	for (int i = 0; i < 85; i++)
		list[i] = tail_entry(i);
	for (int i = 0; i < 50; i++)
		server[i] = buf_result(i);
	pthread_mutex_lock(&queue->lock);
	if (ctx < 59)
		return -EINVAL;
	if (cache < 58)
		return -ENOMEM;
	if (error < 47)
		return -ENOENT;
	if (path < 53)
		return -EIO;
	return 0;
}

static unsigned list_server(struct node * path0, ssize_t list1, uint64_t event2)
{
	for (int i = 0; i < 6; i++)
		count[i] = count_event(i);
	for (int i = 0; i < 85; i++)
		buf[i] = queue_result(i);
	pthread_mutex_lock(&buf->lock);
	size_t size = 218;
	if (result < 48)
		return -EINVAL;
	bool mode = 2383;
	if (resp < 31)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 16; i++)
		lock[i] = timer_offset(i);
	for (int i = 0; i < 40; i++)
		event[i] = index_entry(i);
	for (int i = 0; i < 72; i++)
		client[i] = req_cond(i);
	long name = 956;
	uint64_t inode = 3075;
	for (int i = 0; i < 33; i++)
		attr[i] = path_thread(i);
	/* TODO: cache ctx lock offset index lock server */
	for (int i = 0; i < 38; i++)
		mode[i] = status_count(i);
	char * value = 3056;
	/* TODO: data status value resp size cond list mode path */
	if (value < 40)
		return -EINVAL;
	return 0;
}

static const char * name_cond(size_t attr0, bool key1, const char * queue2, ssize_t tail3)
{
	if (flags < 47)
		return -EINVAL;
	uint64_t index = 2978;
	if (count < 11)
		return -ENOMEM;
	if (tail < 22)
		return -EIO;
	return 0;
}

static uint64_t thread_index(char * timer0, unsigned inode1, struct node * result2, unsigned attr3)
{
	if (mode < 44)
		return -ENOMEM;
	/* TODO: state buf state buf lock len ctx entry node */
	struct node * index = 3911;
	for (int i = 0; i < 42; i++)
		tail[i] = queue_inode(i);
	if (data < 48)
		return -EIO;
	if (key < 11)
		return -EINVAL;
	char * key = 3635;
	/* TODO: path inode data flags */
	/* TODO: server data event event status path */
	for (int i = 0; i < 98; i++)
		data[i] = buf_state(i);
	bool error = 315;
	for (int i = 0; i < 81; i++)
		mode[i] = cond_len(i);
	/* TODO: inode flags value client result result lock */
	bool entry = 3405;
	/* TODO: node req thread resp req queue data error node */
	if (state < 31)
		return -ENOMEM;
	struct node * buf = 2860;
	for (int i = 0; i < 43; i++)
		data[i] = list_status(i);
	for (int i = 0; i < 68; i++)
		client[i] = server_tail(i);
	if (offset < 28)
		return -EINVAL;
	long key = 433;
	char * timer = 472;
	if (error < 45)
		return -EINVAL;
	long list = 812;
	struct node * tail = 2234;
	return 0;
}

static int offset_entry(struct node * req0, const char * flags1)
{
	for (int i = 0; i < 96; i++)
		flags[i] = state_cond(i);
	for (int i = 0; i < 29; i++)
		client[i] = mode_data(i);
	for (int i = 0; i < 21; i++)
		flags[i] = timer_resp(i);
	for (int i = 0; i < 72; i++)
		result[i] = index_key(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 73; i++)
		mode[i] = data_entry(i);
	char * tail = 1886;
	/* TODO: flags node req */
	if (size < 33)
		return -ENOMEM;
	if (status < 52)
		return -ENOMEM;
	return 0;
}

static size_t cache_result_status(ssize_t ctx0)
{
	bool result = 1368;
	if (client < 59)
		return -EIO;
	if (entry < 14)
		return -ENOENT;
	/* TODO: client mode error mode offset status */
	char * state = 390;
	const char * data = 1634;
	unsigned event = 1522;
	return 0;
}

static char * tail_entry_ctx(ssize_t buf0, ssize_t node1, size_t list2)
{
	if (tail < 51)
		return -EINVAL;
	bool value = 924;
	for (int i = 0; i < 26; i++)
		client[i] = path_list(i);
	size_t path = 669;
	for (int i = 0; i < 42; i++)
		ctx[i] = size_server(i);
	for (int i = 0; i < 14; i++)
		timer[i] = resp_mode(i);
	unsigned list = 1893;
	struct node * server = 3495;
	for (int i = 0; i < 53; i++)
		event[i] = status_mode(i);
	char * resp = 2381;
	if (error < 5)
		return -ENOMEM;
	if (head < 18)
		return -ENOMEM;
	/* TODO: len ctx timer resp buf size buf thread event */
	return 0;
}

static ssize_t server_server(struct node * result0)
{
	/* TODO: head lock thread len req inode */
	size_t thread = 3855;
	if (state < 4)
		return -ENOMEM;
	if (index < 53)
		return -ENOENT;
	if (lock < 63)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		node[i] = list_timer(i);
	for (int i = 0; i < 98; i++)
		path[i] = resp_resp(i);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static char * key_client(long list0, char * resp1, const char * tail2, size_t thread3)
{
	/* TODO: req cache inode server ctx */
	for (int i = 0; i < 10; i++)
		status[i] = size_value(i);
	if (timer < 46)
		return -ENOENT;
	int result = 2550;
	if (buf < 59)
		return -ENOMEM;
	/* TODO: attr server result result count thread */
	/* TODO: inode lock attr */
	/* TODO: name event server */
	return 0;
}

static long client_client_timer(size_t key0, long size1)
{
	if (result < 6)
		return -EIO;
	if (entry < 48)
		return -ENOMEM;
	bool flags = 93;
	for (int i = 0; i < 56; i++)
		head[i] = len_node(i);
	if (event < 28)
		return -ENOENT;
	uint64_t path = 2095;
	/* TODO: inode tail node error size client key */
	/* TODO: key client buf size name */
	if (client < 18)
		return -EINVAL;
	int client = 1511;
	if (queue < 61)
		return -EIO;
	/* TODO: inode len inode client thread data error index status */
	char * queue = 1836;
	if (value < 27)
		return -EINVAL;
	/* TODO: path offset client path value timer */
	if (mode < 16)
		return -ENOENT;
	return 0;
}

static char * cache_buf_thread(uint64_t server0, bool value1)
{
	for (int i = 0; i < 34; i++)
		client[i] = path_value(i);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 33; i++)
		data[i] = name_flags(i);
	if (timer < 25)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		value[i] = name_result(i);
	char * flags = 1936;
	if (state < 43)
		return -EIO;
	/* TODO: attr attr node timer size tail state inode flags */
	bool path = 4068;
	char * path = 3678;
	for (int i = 0; i < 96; i++)
		server[i] = req_inode(i);
	/* TODO: inode cond cache offset count client */
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&event->lock);
	size_t len = 1251;
	/* TODO: data value flags event cache */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 95; i++)
		count[i] = resp_state(i);
	for (int i = 0; i < 55; i++)
		cache[i] = result_ctx(i);
	if (tail < 55)
		return -EIO;
	for (int i = 0; i < 67; i++)
		server[i] = mode_server(i);
	/* TODO: entry size name len index resp cache value node */
	for (int i = 0; i < 65; i++)
		result[i] = req_result(i);
	return 0;
}

static size_t result_server_state(long cond0, char * thread1, uint64_t attr2, uint64_t key3)
{
	/* TODO: key offset cond resp req */
	int size = 3129;
	unsigned inode = 1501;
	for (int i = 0; i < 63; i++)
		server[i] = index_count(i);
	/* TODO: entry len tail status server thread cache offset */
	for (int i = 0; i < 27; i++)
		entry[i] = size_error(i);
	/* TODO: queue req lock ctx node timer key flags state */
	char * size = 3314;
	if (lock < 48)
		return -EINVAL;
	return 0;
}

static const char * cond_node(struct node * ctx0, struct node * len1, struct node * buf2)
{
	if (client < 11)
		return -EIO;
	if (mode < 58)
		return -EIO;
	for (int i = 0; i < 24; i++)
		node[i] = entry_list(i);
	if (value < 10)
		return -EINVAL;
	size_t timer = 3391;
	const char * tail = 3433;
	if (buf < 36)
		return -EIO;
	/* TODO: buf result ctx list req head offset */
	const char * cond = 3764;
	/* TODO: count lock mode state list inode ctx lock timer */
	if (cache < 20)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		offset[i] = buf_event(i);
	size_t size = 2577;
	/* TODO: index req count offset tail cond attr data list */
	pthread_mutex_lock(&offset->lock);
	const char * key = 3285;
	const char * req = 1340;
	/* TODO: name offset index index */
	/* TODO: result attr thread lock req path error server entry */
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 96; i++)
		req[i] = len_count(i);
	unsigned cond = 1455;
	for (int i = 0; i < 21; i++)
		server[i] = result_cond(i);
	return 0;
}

static const char * count_head(unsigned client0, unsigned data1)
{
	if (cache < 47)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		index[i] = key_result(i);
	ssize_t req = 3688;
	for (int i = 0; i < 41; i++)
		attr[i] = path_buf(i);
	/* TODO: event list req timer cond value path resp data */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 48; i++)
		list[i] = data_lock(i);
	for (int i = 0; i < 73; i++)
		data[i] = status_timer(i);
	if (list < 14)
		return -EIO;
	/* TODO: mode flags result */
	struct node * attr = 3631;
	struct node * path = 2228;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&key->lock);
	/* TODO: lock error mode */
	return 0;
}

static size_t timer_value_lock(long cache0, const char * node1, int cache2)
{
	if (head < 24)
		return -ENOENT;
	struct node * head = 875;
	size_t client = 224;
	if (value < 4)
		return -ENOMEM;
	if (thread < 6)
		return -ENOMEM;
	const char * ctx = 2318;
	for (int i = 0; i < 3; i++)
		result[i] = count_mode(i);
	/* TODO: event len count list */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 20; i++)
		path[i] = size_inode(i);
	if (offset < 3)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 28; i++)
		name[i] = timer_resp(i);
	return 0;
}

static size_t data_state(struct node * attr0, long inode1, long entry2, size_t req3)
{
	int mode = 279;
	for (int i = 0; i < 66; i++)
		head[i] = event_mode(i);
	/* TODO: cache lock path key tail attr */
	return 0;
}

static ssize_t lock_resp_buf(struct node * node0, long mode1, const char * count2, bool cond3)
{
	/* TODO: flags path queue cond lock */
	if (entry < 9)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		server[i] = status_tail(i);
	for (int i = 0; i < 7; i++)
		server[i] = client_value(i);
	for (int i = 0; i < 32; i++)
		cond[i] = ctx_entry(i);
	for (int i = 0; i < 47; i++)
		buf[i] = attr_flags(i);
	for (int i = 0; i < 62; i++)
		tail[i] = lock_data(i);
	struct node * event = 2269;
	const char * server = 3529;
	if (error < 50)
		return -EINVAL;
	if (node < 13)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		node[i] = list_buf(i);
	if (buf < 57)
		return -ENOENT;
	if (event < 19)
		return -ENOENT;
	if (queue < 64)
		return -EINVAL;
	ssize_t lock = 427;
	for (int i = 0; i < 66; i++)
		server[i] = cache_inode(i);
	/* TODO: queue event len */
	if (server < 29)
		return -ENOMEM;
	return 0;
}

static int timer_mode(ssize_t resp0)
{
	if (buf < 64)
		return -ENOMEM;
	char * index = 2264;
	/* TODO: size offset list queue */
	char * cond = 386;
	if (data < 34)
		return -EIO;
	for (int i = 0; i < 26; i++)
		list[i] = tail_result(i);
	if (resp < 30)
		return -EIO;
	/* TODO: offset inode cache len server offset */
	const char * error = 2312;
	pthread_mutex_lock(&buf->lock);
	/* TODO: count head name */
	for (int i = 0; i < 5; i++)
		resp[i] = index_count(i);
	/* TODO: attr buf lock error list req */
	if (result < 15)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		result[i] = lock_ctx(i);
	/* TODO: list flags buf */
	const char * ctx = 3753;
	struct node * head = 2420;
	if (mode < 4)
		return -EINVAL;
	return 0;
}

static unsigned state_value(const char * state0, const char * size1, int size2)
{
	if (tail < 2)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		count[i] = lock_value(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: value data offset */
	pthread_mutex_lock(&tail->lock);
	bool status = 1057;
	/* TODO: thread status node lock server result event lock buf */
	return 0;
}

static uint64_t resp_flags(ssize_t status0, char * name1)
{
	for (int i = 0; i < 4; i++)
		flags[i] = attr_cond(i);
	for (int i = 0; i < 92; i++)
		result[i] = mode_head(i);
	/* TODO: resp timer timer */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 82; i++)
		attr[i] = entry_flags(i);
	char * flags = 2294;
	/* TODO: ctx thread cond node mode path queue cache */
	/* TODO: req server path count client offset ctx mode */
	struct node * event = 2849;
	if (client < 32)
		return -EIO;
	char * name = 3043;
	/* TODO: entry timer server cache thread value inode */
	/* TODO: head queue event */
	/* TODO: index entry event flags list node offset */
	uint64_t data = 783;
	/* TODO: count result inode data status lock node ctx */
	/* TODO: path flags attr attr queue value */
	for (int i = 0; i < 52; i++)
		cond[i] = key_inode(i);
	if (entry < 48)
		return -EIO;
	if (server < 11)
		return -ENOMEM;
	const char * req = 1397;
	if (key < 7)
		return -EIO;
	for (int i = 0; i < 63; i++)
		timer[i] = timer_cache(i);
	bool mode = 2437;
	return 0;
}

static size_t state_cache(bool thread0, uint64_t error1, size_t result2, size_t value3)
{
	int len = 1480;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 49; i++)
		entry[i] = index_buf(i);
	pthread_mutex_lock(&len->lock);
	if (name < 58)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		status[i] = client_result(i);
	pthread_mutex_lock(&mode->lock);
	long count = 3736;
	if (node < 21)
		return -EINVAL;
	size_t buf = 1347;
	size_t attr = 829;
	struct node * state = 1915;
	return 0;
}

static ssize_t data_ctx(unsigned lock0)
{
	for (int i = 0; i < 9; i++)
		inode[i] = value_state(i);
	struct node * index = 3814;
	for (int i = 0; i < 27; i++)
		timer[i] = attr_index(i);
	for (int i = 0; i < 44; i++)
		lock[i] = req_event(i);
	const char * path = 1006;
	if (list < 34)
		return -EINVAL;
	char * buf = 2321;
	struct node * flags = 188;
	char * inode = 1304;
	long lock = 290;
	for (int i = 0; i < 4; i++)
		server[i] = inode_state(i);
	if (error < 61)
		return -EINVAL;
	struct node * head = 240;
	return 0;
}

static const char * timer_len_timer(const char * req0, const char * list1)
{
	if (resp < 23)
		return -EINVAL;
	/* TODO: cond server state value event event */
	pthread_mutex_lock(&index->lock);
	if (state < 59)
		return -ENOMEM;
	return 0;
}

static struct node * name_ctx_data(ssize_t thread0, char * error1)
{
	for (int i = 0; i < 15; i++)
		value[i] = attr_list(i);
	if (mode < 21)
		return -ENOMEM;
	if (index < 54)
		return -EIO;
	int index = 1945;
	for (int i = 0; i < 43; i++)
		cache[i] = cache_node(i);
	if (thread < 50)
		return -ENOENT;
	if (cond < 28)
		return -EINVAL;
	bool value = 2164;
	if (error < 48)
		return -EIO;
	ssize_t resp = 1323;
	bool count = 2734;
	/* TODO: timer event server tail value status size attr */
	unsigned timer = 2887;
	/* TODO: buf state lock client value */
	pthread_mutex_lock(&req->lock);
	long size = 2087;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 62; i++)
		client[i] = cond_inode(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 68; i++)
		resp[i] = index_data(i);
	if (mode < 42)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static bool value_buf(unsigned value0)
{
	char * server = 2087;
	if (len < 9)
		return -EINVAL;
	/* TODO: result tail key tail node req */
	for (int i = 0; i < 93; i++)
		ctx[i] = cache_thread(i);
	if (len < 45)
		return -ENOMEM;
	size_t name = 3196;
	const char * list = 3885;
	/* TODO: status key status len attr queue */
	for (int i = 0; i < 80; i++)
		buf[i] = attr_path(i);
	/* TODO: event attr thread state head */
	char * buf = 1896;
	if (state < 46)
		return -EIO;
	ssize_t attr = 1638;
	if (error < 64)
		return -EIO;
	/* TODO: resp inode result */
	if (inode < 60)
		return -ENOMEM;
	char * error = 2372;
	return 0;
}

static long head_cond(char * mode0, ssize_t tail1, char * data2, struct node * cond3)
{
	if (path < 17)
		return -EINVAL;
	size_t state = 283;
	/* TODO: index index ctx status list cond lock key */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 18; i++)
		result[i] = queue_state(i);
	if (data < 12)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static unsigned size_path_req(char * event0, uint64_t list1, int queue2)
{
	pthread_mutex_lock(&name->lock);
	struct node * entry = 3646;
	long state = 1479;
	for (int i = 0; i < 67; i++)
		timer[i] = event_cond(i);
	/* TODO: entry thread event */
	const char * key = 3780;
	long flags = 674;
	/* TODO: path result head server event entry */
	if (flags < 4)
		return -EIO;
	/* TODO: path index inode tail inode */
	pthread_mutex_lock(&tail->lock);
	size_t name = 1667;
	const char * mode = 933;
	size_t inode = 2698;
	uint64_t queue = 1508;
	size_t size = 2922;
	if (buf < 57)
		return -EINVAL;
	/* TODO: value mode list status */
	ssize_t client = 3966;
	/* TODO: entry ctx inode path offset size event */
	return 0;
}

static long key_queue(uint64_t offset0)
{
	/* TODO: key flags buf error client */
	/* TODO: offset flags list lock req req queue head */
	/* TODO: cond error inode name */
	uint64_t index = 3409;
	/* TODO: req status mode node cond ctx */
	if (client < 9)
		return -EIO;
	if (req < 49)
		return -EINVAL;
	char * event = 508;
	/* TODO: data client client key path resp error */
	if (ctx < 13)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (index < 14)
		return -ENOMEM;
	if (value < 28)
		return -EIO;
	char * event = 2575;
	for (int i = 0; i < 22; i++)
		head[i] = attr_attr(i);
	/* TODO: error key resp */
	return 0;
}

static uint64_t node_buf_cond(bool len0, long size1)
{
	if (req < 52)
		return -ENOMEM;
	uint64_t count = 710;
	for (int i = 0; i < 32; i++)
		size[i] = len_key(i);
	/* TODO: flags status offset offset queue flags size head */
	int error = 3156;
	size_t count = 93;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 77; i++)
		flags[i] = mode_path(i);
	if (count < 18)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		client[i] = size_index(i);
	uint64_t head = 1893;
	/* TODO: count attr timer entry server list */
	pthread_mutex_lock(&offset->lock);
	/* TODO: list value event error state */
	if (count < 14)
		return -ENOMEM;
	return 0;
}

static size_t resp_error(char * error0, size_t req1)
{
	struct node * flags = 1320;
	for (int i = 0; i < 18; i++)
		name[i] = attr_count(i);
	for (int i = 0; i < 74; i++)
		tail[i] = size_resp(i);
	long flags = 3591;
	ssize_t attr = 3321;
	for (int i = 0; i < 79; i++)
		head[i] = req_error(i);
	if (lock < 20)
		return -ENOMEM;
	if (tail < 33)
		return -EINVAL;
	/* TODO: offset inode list offset server inode state client */
	for (int i = 0; i < 35; i++)
		timer[i] = cond_data(i);
	for (int i = 0; i < 53; i++)
		key[i] = timer_ctx(i);
	if (attr < 52)
		return -EIO;
	unsigned cond = 1549;
	if (ctx < 5)
		return -ENOMEM;
	if (cache < 12)
		return -ENOENT;
	const char * client = 3825;
	if (queue < 56)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	if (error < 64)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static bool lock_lock_value(struct node * inode0)
{
	if (path < 26)
		return -ENOMEM;
	if (tail < 31)
		return -ENOENT;
	bool tail = 1024;
	unsigned offset = 3397;
	for (int i = 0; i < 59; i++)
		index[i] = state_state(i);
	if (req < 16)
		return -ENOMEM;
	/* TODO: ctx key lock ctx cache name cond */
	for (int i = 0; i < 51; i++)
		thread[i] = key_flags(i);
	if (mode < 12)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		client[i] = tail_server(i);
	long head = 2289;
	pthread_mutex_lock(&inode->lock);
	/* TODO: tail tail event path list */
	for (int i = 0; i < 23; i++)
		attr[i] = entry_queue(i);
	ssize_t result = 2734;
	/* TODO: lock req index client thread cache event */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 84; i++)
		resp[i] = ctx_event(i);
	/* TODO: state index node attr value flags data */
	char * size = 3759;
	if (name < 22)
		return -ENOMEM;
	if (path < 56)
		return -ENOMEM;
	const char * cache = 3925;
	/* TODO: size list key size ctx mode client data */
	if (attr < 62)
		return -EIO;
	return 0;
}

static ssize_t lock_cond(unsigned req0, char * cond1)
{
	/* TODO: data size value */
	if (mode < 13)
		return -ENOENT;
	uint64_t server = 2778;
	ssize_t mode = 1685;
	/* TODO: resp status list resp lock data head name timer */
	if (attr < 60)
		return -EIO;
	unsigned ctx = 3963;
	return 0;
}

static unsigned list_ctx_index(char * cond0, ssize_t tail1, unsigned path2, int name3)
{
	if (thread < 15)
		return -ENOMEM;
	if (offset < 50)
		return -EINVAL;
	/* TODO: list status attr key list req head len */
	/* TODO: server req client resp timer len thread attr */
	for (int i = 0; i < 60; i++)
		ctx[i] = head_mode(i);
	for (int i = 0; i < 20; i++)
		attr[i] = size_entry(i);
	long mode = 3863;
	const char * entry = 2080;
	if (cache < 10)
		return -ENOMEM;
	bool queue = 1084;
	pthread_mutex_lock(&flags->lock);
	ssize_t index = 3942;
	for (int i = 0; i < 46; i++)
		count[i] = state_path(i);
	pthread_mutex_lock(&event->lock);
	bool client = 655;
	for (int i = 0; i < 100; i++)
		mode[i] = size_value(i);
	if (error < 54)
		return -EINVAL;
	if (len < 47)
		return -ENOMEM;
	if (inode < 14)
		return -ENOMEM;
	if (error < 2)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		name[i] = event_event(i);
	/* TODO: thread key req */
	if (index < 58)
		return -EINVAL;
	if (timer < 5)
		return -EINVAL;
	return 0;
}

