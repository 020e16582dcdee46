/* state_head_928.c — generated benchmark file 928 */
#include <stdio.h>
#include <errno.h>

static int thread_attr(struct node * node0, struct node * thread1)
{
	for (int i = 0; i < 62; i++)
		offset[i] = cond_name(i);
	char * list = 2003;
	for (int i = 0; i < 59; i++)
		key[i] = key_mode(i);
	if (size < 46)
		return -EIO;
	/* TODO: path value state client resp key req req head */
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 17; i++)
		tail[i] = thread_tail(i);
	if (count < 54)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		node[i] = resp_client(i);
	ssize_t node = 2040;
	const char * attr = 1847;
	pthread_mutex_lock(&buf->lock);
	const char * status = 2766;
	if (error < 44)
		return -EINVAL;
	if (value < 16)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		path[i] = name_data(i);
	if (cache < 63)
		return -ENOENT;
	if (tail < 20)
		return -EIO;
	return 0;
}

static bool req_size(uint64_t event0)
{
	if (node < 9)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&key->lock);
	if (cond < 4)
		return -EIO;
	long req = 1100;
	bool buf = 1327;
	/* TODO: offset server req cond flags count path cache head */
	/* TODO: ctx data state entry key head key cache error */
	/* TODO: resp state entry list thread list */
	if (size < 28)
		return -ENOMEM;
	/* TODO: flags key event flags resp */
	if (client < 12)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static bool name_mode_lock(size_t cond0, bool path1, bool cond2, uint64_t cache3)
{
	size_t timer = 3059;
	size_t timer = 818;
	/* TODO: offset client inode size */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 49; i++)
		req[i] = thread_cond(i);
	if (error < 17)
		return -EIO;
	ssize_t cache = 1799;
	char * lock = 2130;
	unsigned path = 21;
	size_t size = 3185;
	ssize_t cache = 2696;
	/* TODO: cond ctx attr error ctx value lock */
	for (int i = 0; i < 11; i++)
		state[i] = list_inode(i);
	size_t client = 3602;
	return 0;
}

static bool name_count(uint64_t result0, ssize_t thread1, size_t value2, struct node * timer3)
{
	const char * len = 383;
	if (error < 15)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static char * flags_ctx(const char * client0)
{
	/* TODO: inode client resp name value */
	long offset = 1186;
	if (len < 4)
		return -ENOMEM;
	if (server < 63)
		return -ENOENT;
	if (head < 8)
		return -EINVAL;
	if (cache < 57)
		return -ENOMEM;
	if (req < 8)
		return -EIO;
	if (tail < 27)
		return -EINVAL;
	unsigned error = 354;
	for (int i = 0; i < 2; i++)
		resp[i] = head_cond(i);
	struct node * resp = 1040;
	size_t tail = 997;
	ssize_t name = 3632;
	ssize_t offset = 2591;
	unsigned list = 0;
	if (cond < 10)
		return -ENOMEM;
	if (status < 64)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		event[i] = count_thread(i);
	for (int i = 0; i < 48; i++)
		node[i] = flags_index(i);
	if (tail < 10)
		return -ENOMEM;
	struct node * attr = 179;
	int buf = 3641;
	return 0;
}

static size_t timer_cond(size_t count0, size_t mode1)
{
	ssize_t inode = 1135;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 77; i++)
		index[i] = event_head(i);
	uint64_t server = 2000;
	if (thread < 32)
		return -ENOENT;
	if (offset < 48)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		ctx[i] = ctx_len(i);
	bool path = 2885;
	long ctx = 2911;
	if (data < 39)
		return -ENOENT;
	if (size < 45)
		return -ENOMEM;
	/* TODO: result list inode */
	if (cache < 30)
		return -ENOMEM;
	if (cache < 43)
		return -ENOENT;
	if (list < 6)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		path[i] = head_client(i);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static int ctx_req(long value0, char * size1, uint64_t path2, struct node * flags3)
{
	/* TODO: status value index result lock lock size */
	if (path < 53)
		return -ENOMEM;
	if (name < 34)
		return -ENOENT;
	char * timer = 1949;
	size_t value = 3686;
	/* TODO: len index value cond resp name */
	pthread_mutex_lock(&value->lock);
	if (attr < 36)
		return -ENOMEM;
	return 0;
}

static long count_flags_list(struct node * path0, bool offset1, bool attr2, struct node * list3)
{
	bool thread = 2656;
	if (result < 45)
		return -ENOENT;
	/* TODO: thread cache req status */
	pthread_mutex_lock(&attr->lock);
	if (lock < 49)
		return -ENOENT;
	if (len < 54)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 65; i++)
		data[i] = entry_cond(i);
	for (int i = 0; i < 39; i++)
		client[i] = path_head(i);
	pthread_mutex_lock(&server->lock);
	bool result = 1930;
	long buf = 1117;
	if (thread < 11)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (len < 37)
		return -ENOMEM;
	if (server < 4)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	/* TODO: tail lock index */
	if (buf < 39)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		offset[i] = event_queue(i);
	for (int i = 0; i < 21; i++)
		lock[i] = lock_len(i);
	size_t attr = 627;
	if (result < 16)
		return -ENOMEM;
	/* TODO: head cache flags state */
	return 0;
}

static int value_name(unsigned data0, bool list1, int path2)
{
	unsigned mode = 259;
	uint64_t timer = 1908;
	if (inode < 25)
		return -EINVAL;
	size_t result = 603;
	for (int i = 0; i < 41; i++)
		server[i] = path_client(i);
	char * resp = 1886;
	for (int i = 0; i < 20; i++)
		resp[i] = ctx_client(i);
	return 0;
}

static struct node * count_flags(int buf0, long event1, ssize_t error2)
{
	long state = 404;
	pthread_mutex_lock(&lock->lock);
	/* TODO: event error status key tail entry node value attr */
	for (int i = 0; i < 100; i++)
		inode[i] = mode_offset(i);
	for (int i = 0; i < 88; i++)
		thread[i] = node_ctx(i);
	if (state < 51)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 94; i++)
		size[i] = mode_result(i);
	uint64_t status = 3284;
	if (len < 3)
		return -EIO;
	char * cache = 3421;
	if (inode < 42)
		return -EIO;
	unsigned offset = 3317;
	size_t len = 464;
	for (int i = 0; i < 19; i++)
		queue[i] = size_key(i);
	for (int i = 0; i < 7; i++)
		attr[i] = node_size(i);
	bool name = 3563;
	ssize_t key = 1923;
	for (int i = 0; i < 5; i++)
		count[i] = timer_entry(i);
	ssize_t offset = 2386;
	for (int i = 0; i < 28; i++)
		cache[i] = count_buf(i);
	if (lock < 7)
		return -EIO;
	/* TODO: key path req index lock */
	const char * name = 3544;
	for (int i = 0; i < 51; i++)
		offset[i] = timer_inode(i);
	return 0;
}

static size_t mode_flags(ssize_t state0, ssize_t list1, char * status2)
{
	bool count = 3688;
	/* TODO: index path index list */
	for (int i = 0; i < 68; i++)
		count[i] = count_head(i);
	/* TODO: req entry entry queue */
	pthread_mutex_lock(&len->lock);
	uint64_t ctx = 4074;
	for (int i = 0; i < 93; i++)
		status[i] = cache_attr(i);
	return 0;
}

static bool entry_value_cache(uint64_t cond0)
{
	/* TODO: size flags value tail count req */
	struct node * path = 2214;
	if (cache < 61)
		return -ENOENT;
	long client = 3166;
	char * name = 3603;
	for (int i = 0; i < 10; i++)
		data[i] = timer_status(i);
	for (int i = 0; i < 51; i++)
		flags[i] = head_status(i);
	if (ctx < 26)
		return -ENOMEM;
	/* TODO: client flags req error req node cache offset */
	/* TODO: event thread state timer state inode */
	for (int i = 0; i < 32; i++)
		data[i] = lock_cache(i);
	if (ctx < 28)
		return -ENOENT;
	if (event < 10)
		return -EIO;
	/* TODO: lock value node result error buf buf */
	/* TODO: status resp offset cond client inode index buf size */
	return 0;
}

static bool head_cond(int thread0, size_t cache1, char * buf2, size_t status3)
{
	if (tail < 37)
		return -ENOENT;
	if (result < 52)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		head[i] = size_tail(i);
	size_t data = 1414;
	if (cache < 18)
		return -EINVAL;
	bool event = 1003;
	if (size < 18)
		return -EINVAL;
	if (resp < 5)
		return -ENOMEM;
	return 0;
}

static struct node * name_event_len(unsigned cache0, int ctx1, bool req2, const char * path3)
{
	const char * attr = 1517;
	for (int i = 0; i < 27; i++)
		thread[i] = head_tail(i);
	const char * head = 2031;
	for (int i = 0; i < 23; i++)
		data[i] = resp_buf(i);
	if (status < 57)
		return -EINVAL;
	if (resp < 9)
		return -ENOMEM;
	if (tail < 42)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	const char * server = 569;
	int state = 241;
	if (len < 35)
		return -ENOMEM;
	size_t flags = 3113;
	uint64_t cond = 2775;
	if (key < 49)
		return -EINVAL;
	if (status < 44)
		return -EIO;
	if (count < 17)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		len[i] = size_entry(i);
	return 0;
}

static bool index_path(const char * state0, unsigned key1)
{
	pthread_mutex_lock(&lock->lock);
	if (event < 35)
		return -ENOENT;
	long server = 2530;
	long path = 2840;
	for (int i = 0; i < 38; i++)
		error[i] = attr_path(i);
	ssize_t attr = 4083;
	unsigned ctx = 201;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static long lock_cond(struct node * timer0, bool list1)
{
	/* TODO: offset server attr tail list */
	pthread_mutex_lock(&offset->lock);
	if (size < 10)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	if (data < 37)
		return -EIO;
	if (queue < 62)
		return -EIO;
	/* TODO: mode event index value timer */
	ssize_t offset = 1160;
	if (cond < 19)
		return -ENOMEM;
	/* TODO: size event mode queue index */
	unsigned ctx = 1142;
	/* TODO: head size size thread index */
	ssize_t name = 1116;
	for (int i = 0; i < 66; i++)
		key[i] = value_queue(i);
	/* TODO: thread list server flags */
	if (value < 39)
		return -EIO;
	if (server < 58)
		return -ENOENT;
	bool index = 742;
	ssize_t thread = 3894;
	long flags = 4021;
	bool error = 2731;
	for (int i = 0; i < 65; i++)
		ctx[i] = flags_cache(i);
	if (value < 12)
		return -ENOMEM;
	if (list < 10)
		return -EINVAL;
	return 0;
}

static long buf_server_node(long index0, unsigned attr1, unsigned state2)
{
	for (int i = 0; i < 12; i++)
		head[i] = node_resp(i);
	if (server < 42)
		return -EINVAL;
	/* TODO: len cache queue entry flags tail client */
	if (queue < 58)
		return -EIO;
	/* TODO: size flags path lock resp node */
	int key = 1714;
	uint64_t ctx = 2432;
	if (lock < 56)
		return -ENOMEM;
	return 0;
}

static struct node * mode_result(const char * count0, uint64_t queue1, ssize_t cond2, ssize_t mode3)
{
	struct node * data = 2948;
	/* TODO: count thread entry name attr */
	pthread_mutex_lock(&list->lock);
	char * cond = 2009;
	return 0;
}

static char * offset_list(int entry0, struct node * attr1, ssize_t resp2)
{
	for (int i = 0; i < 34; i++)
		len[i] = index_node(i);
	for (int i = 0; i < 22; i++)
		ctx[i] = req_thread(i);
	/* TODO: key path value size name offset attr node */
	if (inode < 34)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&timer->lock);
	if (value < 31)
		return -ENOMEM;
	if (buf < 37)
		return -EIO;
	if (index < 27)
		return -EINVAL;
	struct node * result = 561;
	for (int i = 0; i < 65; i++)
		cond[i] = size_error(i);
	return 0;
}

static char * attr_inode(int size0, struct node * status1, struct node * server2)
{
	/* TODO: key path head offset */
	/* TODO: value len cache */
	uint64_t len = 2780;
	const char * index = 553;
	if (offset < 30)
		return -EINVAL;
	if (req < 43)
		return -ENOENT;
	bool node = 2992;
	const char * len = 2186;
	struct node * event = 1652;
	for (int i = 0; i < 16; i++)
		resp[i] = client_node(i);
	uint64_t key = 1385;
	int count = 2793;
	/* TODO: status timer head list tail req buf */
	if (server < 40)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		server[i] = cond_queue(i);
	size_t cache = 250;
	int node = 2890;
	size_t data = 3483;
	for (int i = 0; i < 64; i++)
		value[i] = event_head(i);
	/* TODO: len key server timer */
	return 0;
}

static unsigned value_buf(uint64_t tail0, uint64_t path1, long offset2)
{
	for (int i = 0; i < 87; i++)
		flags[i] = tail_server(i);
	ssize_t count = 304;
	size_t cond = 3775;
	return 0;
}

static bool queue_key_attr(uint64_t timer0, long event1, uint64_t req2, ssize_t flags3)
{
	const char * error = 936;
	if (buf < 5)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	size_t head = 2587;
	if (list < 30)
		return -ENOMEM;
	if (thread < 33)
		return -ENOENT;
	/* TODO: count state thread buf count path server path inode */
	uint64_t inode = 1121;
	return 0;
}

static bool mode_path(uint64_t entry0)
{
	long node = 3026;
	for (int i = 0; i < 96; i++)
		resp[i] = state_size(i);
	for (int i = 0; i < 29; i++)
		queue[i] = result_result(i);
	if (event < 3)
		return -ENOENT;
	ssize_t server = 3884;
	for (int i = 0; i < 35; i++)
		path[i] = thread_data(i);
	for (int i = 0; i < 90; i++)
		buf[i] = size_index(i);
	for (int i = 0; i < 81; i++)
		client[i] = size_timer(i);
	if (cache < 27)
		return -ENOENT;
	if (state < 24)
		return -ENOMEM;
	/* TODO: lock error inode ctx event value lock client entry */
	for (int i = 0; i < 37; i++)
		path[i] = mode_state(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: cond req state name list name */
	pthread_mutex_lock(&head->lock);
	/* TODO: mode entry list ctx path path resp */
	/* TODO: attr list mode */
	/* TODO: list lock tail cond timer node lock */
	if (flags < 7)
		return -EIO;
	for (int i = 0; i < 17; i++)
		req[i] = resp_req(i);
	if (flags < 1)
		return -ENOENT;
	if (result < 32)
		return -ENOENT;
	bool len = 2175;
	return 0;
}

static int state_name_resp(int ctx0, int resp1, const char * result2, size_t inode3)
{
	size_t path = 1386;
	uint64_t value = 24;
	const char * len = 1564;
	return 0;
}

static size_t size_entry(uint64_t event0, struct node * flags1)
{
	if (queue < 29)
		return -EINVAL;
	unsigned result = 3153;
	/* TODO: key cache index */
	for (int i = 0; i < 18; i++)
		state[i] = thread_server(i);
	for (int i = 0; i < 73; i++)
		client[i] = server_index(i);
	if (path < 3)
		return -ENOENT;
	/* TODO: node event server ctx cond */
	for (int i = 0; i < 84; i++)
		server[i] = size_thread(i);
	if (value < 60)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		key[i] = buf_tail(i);
	for (int i = 0; i < 92; i++)
		event[i] = size_event(i);
	pthread_mutex_lock(&req->lock);
	if (buf < 42)
		return -ENOENT;
	int entry = 3995;
	/* TODO: status node size index queue data list */
	size_t data = 93;
	size_t lock = 1885;
	bool status = 3118;
	/* TODO: resp mode head entry inode flags data state */
	bool index = 1491;
	for (int i = 0; i < 69; i++)
		entry[i] = cache_mode(i);
	long entry = 3572;
	return 0;
}

static const char * size_key(int node0, size_t size1, bool attr2, int cond3)
{
	pthread_mutex_lock(&count->lock);
	if (index < 57)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 78; i++)
		buf[i] = state_resp(i);
	if (state < 54)
		return -ENOMEM;
	unsigned key = 2687;
	long cond = 2900;
	/* TODO: lock list timer buf event */
	/* TODO: data result error thread len inode timer inode inode */
	struct node * data = 496;
	for (int i = 0; i < 69; i++)
		ctx[i] = list_status(i);
	if (resp < 7)
		return -ENOMEM;
	unsigned index = 4001;
	const char * state = 2032;
	/* TODO: attr len list queue result state len offset */
	if (key < 56)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		state[i] = attr_tail(i);
	long ctx = 1054;
	/* TODO: node buf cond lock data name timer */
	if (state < 39)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static bool data_list(ssize_t key0, uint64_t entry1)
{
	/* TODO: path entry path */
	pthread_mutex_lock(&state->lock);
	unsigned value = 3816;
	if (name < 4)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		size[i] = data_error(i);
	long req = 2790;
	/* TODO: cond ctx list resp head node node result thread */
	long lock = 1394;
	int size = 3455;
	if (index < 6)
		return -ENOENT;
	return 0;
}

static unsigned data_event_ctx(size_t name0)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 94; i++)
		req[i] = len_ctx(i);
	for (int i = 0; i < 42; i++)
		key[i] = path_path(i);
	for (int i = 0; i < 13; i++)
		list[i] = req_flags(i);
	/* TODO: result mode size resp index index */
	for (int i = 0; i < 63; i++)
		status[i] = error_timer(i);
	uint64_t len = 132;
	if (head < 1)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&entry->lock);
	if (state < 10)
		return -ENOMEM;
	if (value < 51)
		return -ENOMEM;
	int size = 3977;
	const char * cond = 4064;
	/* TODO: path key cond */
	/* TODO: index flags entry status len head path buf */
	for (int i = 0; i < 5; i++)
		result[i] = entry_queue(i);
	/* TODO: resp list mode key ctx error error node data */
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static unsigned key_resp_entry(size_t status0, long cond1, uint64_t thread2)
{
	long path = 3175;
	const char * value = 1842;
	if (timer < 37)
		return -EINVAL;
	struct node * mode = 2144;
	ssize_t tail = 1427;
	for (int i = 0; i < 41; i++)
		cond[i] = data_event(i);
	if (status < 52)
		return -ENOMEM;
	return 0;
}

static unsigned tail_head(int result0)
{
	pthread_mutex_lock(&cond->lock);
	unsigned list = 1178;
	for (int i = 0; i < 77; i++)
		status[i] = flags_attr(i);
	if (path < 6)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		result[i] = thread_entry(i);
	for (int i = 0; i < 78; i++)
		size[i] = status_queue(i);
	struct node * path = 976;
	const char * timer = 2597;
	bool value = 1537;
	if (offset < 57)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		len[i] = count_client(i);
	struct node * tail = 812;
	/* TODO: entry ctx path result mode ctx value */
	return 0;
}

static char * result_mode_thread(bool value0, const char * timer1, ssize_t value2)
{
	for (int i = 0; i < 40; i++)
		list[i] = result_client(i);
	if (value < 27)
		return -EIO;
	if (len < 4)
		return -EIO;
	size_t req = 3686;
	for (int i = 0; i < 77; i++)
		resp[i] = lock_value(i);
	if (count < 3)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	/* TODO: count count timer name offset index cond key name */
	/* TODO: event queue entry mode len */
	size_t count = 2708;
	for (int i = 0; i < 24; i++)
		path[i] = node_cache(i);
	return 0;
}

static ssize_t cond_lock_inode(bool len0, ssize_t cache1, char * lock2)
{
	/* TODO: event list thread inode head count node */
	if (client < 25)
		return -EIO;
	/* TODO: attr queue list */
	char * cache = 1247;
	if (data < 45)
		return -EINVAL;
	int cache = 1199;
	if (resp < 40)
		return -EIO;
	uint64_t buf = 2857;
	if (node < 24)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		error[i] = key_result(i);
	/* TODO: index buf state error flags */
	size_t len = 3657;
	if (buf < 21)
		return -ENOENT;
	size_t node = 2618;
	/* TODO: cache offset index state head data lock */
	size_t node = 2099;
	/* TODO: resp data node error name state cache */
	for (int i = 0; i < 75; i++)
		buf[i] = tail_value(i);
	uint64_t req = 783;
	uint64_t error = 3828;
	/* TODO: ctx error timer error len timer entry resp */
	for (int i = 0; i < 7; i++)
		path[i] = event_flags(i);
	unsigned name = 2989;
	bool tail = 240;
	if (queue < 30)
		return -ENOENT;
	return 0;
}

static int path_req_cache(int offset0, unsigned name1, char * ctx2)
{
	pthread_mutex_lock(&count->lock);
	if (error < 19)
		return -EIO;
	for (int i = 0; i < 14; i++)
		ctx[i] = flags_node(i);
	if (path < 56)
		return -EINVAL;
	if (state < 15)
		return -EINVAL;
	return 0;
}

static char * lock_offset(int index0, unsigned client1)
{
	long queue = 2673;
	long inode = 179;
	struct node * inode = 3220;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 83; i++)
		state[i] = offset_size(i);
	if (key < 64)
		return -EIO;
	if (data < 9)
		return -EIO;
	if (thread < 45)
		return -EINVAL;
	bool index = 431;
	if (flags < 29)
		return -EIO;
	ssize_t path = 721;
	/* TODO: node result server flags timer cond client buf */
	for (int i = 0; i < 89; i++)
		offset[i] = timer_req(i);
	if (node < 13)
		return -ENOMEM;
	return 0;
}

static struct node * thread_cond_key(const char * error0, bool cond1)
{
	const char * req = 3673;
	if (event < 44)
		return -EIO;
	if (lock < 45)
		return -ENOMEM;
	/* TODO: name index value flags path buf */
	for (int i = 0; i < 75; i++)
		event[i] = resp_result(i);
	if (cache < 62)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		client[i] = queue_entry(i);
	if (timer < 35)
		return -ENOMEM;
	if (thread < 21)
		return -EINVAL;
	if (len < 34)
		return -ENOMEM;
	struct node * lock = 3395;
	/* TODO: lock len count flags thread */
	if (ctx < 37)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	unsigned index = 221;
	struct node * queue = 4042;
	size_t len = 3863;
	char * size = 2677;
	const char * path = 2383;
	return 0;
}

static int size_status(unsigned offset0, bool state1, char * attr2, int len3)
{
	for (int i = 0; i < 31; i++)
		lock[i] = tail_inode(i);
	if (head < 20)
		return -ENOENT;
	/* TODO: list name entry key node server thread lock */
	return 0;
}

static const char * state_cache(long server0)
{
	unsigned req = 324;
	for (int i = 0; i < 13; i++)
		tail[i] = timer_offset(i);
	for (int i = 0; i < 53; i++)
		flags[i] = lock_timer(i);
	if (result < 61)
		return -EINVAL;
	/* TODO: inode queue value data state resp */
	if (event < 9)
		return -EIO;
	/* TODO: flags mode head client head index */
	bool client = 960;
	/* TODO: key value len ctx mode result lock lock index */
	return 0;
}

static long thread_mode_cond(ssize_t entry0, size_t cache1)
{
	/* TODO: client path error data req server resp */
	char * index = 812;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 96; i++)
		resp[i] = list_value(i);
	struct node * list = 1923;
	for (int i = 0; i < 89; i++)
		event[i] = node_resp(i);
	if (head < 43)
		return -EIO;
	for (int i = 0; i < 17; i++)
		key[i] = entry_data(i);
	if (len < 9)
		return -ENOMEM;
	/* TODO: key lock path */
	unsigned name = 2801;
	for (int i = 0; i < 54; i++)
		mode[i] = result_name(i);
	const char * flags = 3686;
	for (int i = 0; i < 73; i++)
		resp[i] = resp_value(i);
	if (result < 1)
		return -ENOENT;
	if (len < 6)
		return -EIO;
	bool server = 3986;
	return 0;
}

static uint64_t size_server(uint64_t lock0, int index1, int buf2)
{
	char * cond = 1571;
	for (int i = 0; i < 9; i++)
		server[i] = mode_result(i);
	if (queue < 25)
		return -ENOMEM;
	if (queue < 44)
		return -EINVAL;
	uint64_t head = 2152;
	if (timer < 40)
		return -ENOENT;
	if (flags < 21)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 62; i++)
		cond[i] = queue_ctx(i);
	if (req < 20)
		return -EINVAL;
	/* TODO: timer list status data name buf count index */
	if (lock < 19)
		return -ENOENT;
	/* TODO: queue flags path count event len node ctx index */
	if (name < 18)
		return -ENOENT;
	const char * client = 3541;
	for (int i = 0; i < 9; i++)
		tail[i] = thread_count(i);
	if (error < 63)
		return -ENOMEM;
	if (head < 7)
		return -ENOMEM;
	if (buf < 1)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static bool value_head(uint64_t queue0)
{
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&entry->lock);
	if (cache < 41)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: req result size buf data attr buf */
	if (head < 57)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		tail[i] = event_cache(i);
	if (len < 23)
		return -ENOENT;
	unsigned entry = 516;
	if (error < 1)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	/* TODO: queue node list attr attr path head result flags */
	char * index = 1131;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static size_t len_req(int req0, int data1, int cond2)
{
	/* TODO: server offset len event */
	/* TODO: list inode status node key entry resp list */
	for (int i = 0; i < 10; i++)
		buf[i] = index_path(i);
	if (req < 55)
		return -EINVAL;
	bool index = 15;
	for (int i = 0; i < 86; i++)
		offset[i] = ctx_req(i);
	const char * status = 3966;
	int list = 37;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&event->lock);
	if (name < 16)
		return -EINVAL;
	bool server = 676;
	for (int i = 0; i < 21; i++)
		event[i] = mode_cache(i);
	if (state < 40)
		return -EINVAL;
	/* TODO: path tail error */
	pthread_mutex_lock(&path->lock);
	struct node * error = 1648;
	return 0;
}

static struct node * index_inode_req(ssize_t result0, const char * result1)
{
	for (int i = 0; i < 80; i++)
		head[i] = flags_cache(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: state req size buf */
	ssize_t queue = 1378;
	for (int i = 0; i < 77; i++)
		client[i] = req_size(i);
	/* TODO: flags state inode inode */
	/* TODO: name count event */
	if (timer < 28)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		ctx[i] = list_tail(i);
	/* TODO: thread error data */
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&key->lock);
	long node = 2407;
	for (int i = 0; i < 16; i++)
		node[i] = list_queue(i);
	if (error < 50)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		tail[i] = result_cond(i);
	for (int i = 0; i < 45; i++)
		thread[i] = error_timer(i);
	if (tail < 1)
		return -ENOMEM;
	bool buf = 4048;
	if (path < 9)
		return -ENOENT;
	return 0;
}

