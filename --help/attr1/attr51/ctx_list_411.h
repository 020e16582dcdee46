/* ctx_list_411.h — generated benchmark file 411 */
#include <stdio.h>
#include <errno.h>

static char * path_head(int entry0, bool result1, const char * tail2, char * buf3)
{
	if (thread < 35)
		return -EINVAL;
	/* TODO: path status thread event timer error list queue queue */
	size_t server = 584;
	for (int i = 0; i < 19; i++)
		list[i] = value_list(i);
	for (int i = 0; i < 88; i++)
		timer[i] = event_len(i);
	long server = 551;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 40; i++)
		flags[i] = req_mode(i);
	/* TODO: index result size status state inode cond path */
	for (int i = 0; i < 75; i++)
		path[i] = inode_count(i);
	return 0;
}

static bool status_key_cache(int name0, ssize_t cache1, bool attr2)
{
	int list = 1324;
	/* TODO: error data event resp flags tail */
	uint64_t result = 2909;
	if (name < 14)
		return -ENOENT;
	/* TODO: value buf head node */
	long value = 3020;
	for (int i = 0; i < 100; i++)
		entry[i] = node_error(i);
	if (lock < 31)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		server[i] = ctx_tail(i);
	ssize_t node = 2458;
	if (offset < 42)
		return -EINVAL;
	/* TODO: attr mode ctx node req ctx buf lock list */
	if (queue < 7)
		return -EIO;
	if (lock < 52)
		return -ENOMEM;
	struct node * len = 611;
	for (int i = 0; i < 65; i++)
		req[i] = node_timer(i);
	if (len < 11)
		return -EIO;
	return 0;
}

static bool mode_status_queue(long flags0, uint64_t queue1, unsigned index2, int mode3)
{
	for (int i = 0; i < 42; i++)
		lock[i] = tail_list(i);
	if (index < 35)
		return -EIO;
	/* TODO: name client resp result node path thread entry */
	if (cond < 24)
		return -ENOMEM;
	char * tail = 2311;
	/* TODO: result node attr req state cache */
	if (lock < 22)
		return -EIO;
	for (int i = 0; i < 61; i++)
		path[i] = resp_req(i);
	for (int i = 0; i < 94; i++)
		client[i] = tail_data(i);
	/* TODO: client cache node */
	for (int i = 0; i < 52; i++)
		server[i] = queue_cond(i);
	const char * cache = 67;
	const char * buf = 454;
	unsigned index = 3906;
	size_t client = 4023;
	/* TODO: resp key result size key */
	const char * status = 3813;
	int buf = 2691;
	pthread_mutex_lock(&name->lock);
	/* TODO: len lock flags queue name */
	return 0;
}

static char * queue_server_count(char * cond0, struct node * lock1, uint64_t offset2)
{
	for (int i = 0; i < 79; i++)
		name[i] = name_inode(i);
	if (index < 57)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		ctx[i] = cache_lock(i);
	if (server < 43)
		return -ENOMEM;
	if (error < 42)
		return -EINVAL;
	long attr = 2332;
	if (key < 27)
		return -EIO;
	/* TODO: ctx key status state key */
	char * attr = 3795;
	uint64_t path = 635;
	if (offset < 30)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		value[i] = offset_tail(i);
	for (int i = 0; i < 71; i++)
		value[i] = key_attr(i);
	pthread_mutex_lock(&entry->lock);
	size_t queue = 1464;
	for (int i = 0; i < 92; i++)
		inode[i] = timer_timer(i);
	char * entry = 3157;
	for (int i = 0; i < 35; i++)
		buf[i] = timer_error(i);
	struct node * ctx = 3798;
	ssize_t key = 2319;
	long status = 2125;
	for (int i = 0; i < 72; i++)
		count[i] = tail_event(i);
	return 0;
}

static const char * list_value(long cache0, uint64_t list1, unsigned head2, unsigned cond3)
{
	/* TODO: node head key list req key */
	uint64_t inode = 3824;
	/* TODO: size timer value attr server */
	for (int i = 0; i < 17; i++)
		status[i] = cache_buf(i);
	for (int i = 0; i < 75; i++)
		client[i] = size_server(i);
	for (int i = 0; i < 27; i++)
		key[i] = size_error(i);
	if (status < 9)
		return -ENOMEM;
	if (lock < 24)
		return -ENOMEM;
	/* TODO: thread attr offset timer client entry offset */
	if (status < 45)
		return -ENOMEM;
	if (path < 21)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		flags[i] = entry_server(i);
	pthread_mutex_lock(&thread->lock);
	int node = 3704;
	if (count < 40)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	if (data < 3)
		return -EINVAL;
	if (node < 63)
		return -EIO;
	bool lock = 3790;
	struct node * key = 2828;
	if (attr < 8)
		return -EINVAL;
	size_t size = 1801;
	return 0;
}

static uint64_t timer_cache(bool client0)
{
	for (int i = 0; i < 19; i++)
		value[i] = offset_value(i);
	uint64_t len = 349;
	for (int i = 0; i < 55; i++)
		size[i] = timer_thread(i);
	if (cond < 56)
		return -ENOENT;
	if (node < 56)
		return -EINVAL;
	/* TODO: buf cache value key timer */
	pthread_mutex_lock(&list->lock);
	/* TODO: path error resp index ctx buf */
	return 0;
}

static char * node_req_lock(bool server0, ssize_t key1, bool head2, int mode3)
{
	pthread_mutex_lock(&server->lock);
	/* TODO: thread cache count result inode */
	if (status < 25)
		return -ENOENT;
	if (data < 13)
		return -ENOMEM;
	unsigned tail = 1792;
	if (len < 37)
		return -EINVAL;
	if (status < 8)
		return -ENOMEM;
	if (flags < 47)
		return -ENOENT;
	if (buf < 18)
		return -ENOENT;
	/* TODO: count timer index tail */
	return 0;
}

static ssize_t entry_size(ssize_t key0, int event1, uint64_t index2)
{
	struct node * req = 484;
	int count = 3529;
	/* TODO: node cache thread value */
	size_t event = 1490;
	/* TODO: entry index buf */
	long count = 3384;
	if (data < 53)
		return -ENOENT;
	struct node * head = 2279;
	pthread_mutex_lock(&queue->lock);
	if (error < 64)
		return -EINVAL;
	uint64_t offset = 3817;
	if (resp < 18)
		return -ENOMEM;
	if (thread < 25)
		return -EINVAL;
	char * lock = 1030;
	struct node * list = 1281;
	if (attr < 35)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static struct node * index_client_thread(long count0)
{
	for (int i = 0; i < 39; i++)
		name[i] = timer_key(i);
	/* TODO: key lock path ctx ctx mode */
	char * attr = 2847;
	if (len < 55)
		return -EINVAL;
	return 0;
}

static char * node_client(uint64_t node0, unsigned value1)
{
	for (int i = 0; i < 10; i++)
		buf[i] = error_ctx(i);
	if (path < 41)
		return -ENOENT;
	struct node * cache = 1723;
	/* TODO: key flags timer list */
	for (int i = 0; i < 17; i++)
		entry[i] = inode_timer(i);
	if (name < 43)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	/* TODO: event result timer thread index buf len */
	uint64_t state = 2858;
	if (index < 39)
		return -ENOMEM;
	/* TODO: thread data status data state value count node lock */
	if (event < 27)
		return -ENOENT;
	if (path < 29)
		return -EIO;
	return 0;
}

static uint64_t thread_thread_flags(unsigned ctx0, ssize_t size1, ssize_t index2)
{
	size_t tail = 4022;
	/* TODO: queue tail cond resp resp req */
	for (int i = 0; i < 70; i++)
		cache[i] = len_offset(i);
	for (int i = 0; i < 47; i++)
		value[i] = req_req(i);
	for (int i = 0; i < 9; i++)
		len[i] = name_state(i);
	long thread = 2442;
	pthread_mutex_lock(&key->lock);
	uint64_t status = 2577;
	if (resp < 53)
		return -ENOENT;
	if (lock < 47)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	if (result < 40)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	unsigned tail = 3948;
	char * count = 961;
	for (int i = 0; i < 58; i++)
		result[i] = buf_server(i);
	pthread_mutex_lock(&queue->lock);
	if (thread < 29)
		return -EIO;
	uint64_t timer = 2821;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static struct node * client_size_cond(struct node * resp0)
{
	for (int i = 0; i < 62; i++)
		timer[i] = name_result(i);
	for (int i = 0; i < 71; i++)
		node[i] = flags_flags(i);
	unsigned attr = 1988;
	ssize_t status = 2306;
	/* TODO: mode timer index timer cache state client client offset */
	if (inode < 5)
		return -EINVAL;
	if (list < 43)
		return -EINVAL;
	return 0;
}

static long timer_queue(const char * attr0, uint64_t node1)
{
	if (name < 19)
		return -ENOMEM;
	/* TODO: list status path value state head thread timer thread */
	if (cond < 42)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		offset[i] = index_status(i);
	return 0;
}

static size_t flags_cond_thread(size_t value0, const char * queue1)
{
	if (flags < 24)
		return -EIO;
	/* TODO: state offset resp */
	for (int i = 0; i < 54; i++)
		result[i] = index_client(i);
	/* TODO: tail mode list event */
	return 0;
}

static uint64_t server_req_list(unsigned len0, uint64_t offset1)
{
	for (int i = 0; i < 74; i++)
		path[i] = inode_ctx(i);
	if (timer < 55)
		return -EIO;
	struct node * index = 258;
	/* TODO: resp mode result path tail tail event flags list */
	return 0;
}

static char * offset_node_name(char * data0)
{
	int resp = 773;
	if (cond < 56)
		return -EIO;
	struct node * event = 2942;
	int status = 1371;
	for (int i = 0; i < 39; i++)
		cond[i] = name_list(i);
	if (head < 40)
		return -EINVAL;
	long resp = 710;
	for (int i = 0; i < 3; i++)
		ctx[i] = flags_state(i);
	int req = 265;
	ssize_t path = 735;
	return 0;
}

static bool resp_mode_tail(const char * mode0)
{
	pthread_mutex_lock(&lock->lock);
	struct node * req = 1253;
	if (len < 32)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		inode[i] = event_attr(i);
	uint64_t client = 2150;
	for (int i = 0; i < 16; i++)
		head[i] = key_value(i);
	struct node * index = 917;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static size_t cond_attr(char * list0)
{
	for (int i = 0; i < 18; i++)
		node[i] = queue_server(i);
	/* TODO: buf flags name attr path resp result cache */
	for (int i = 0; i < 39; i++)
		count[i] = index_node(i);
	long flags = 3737;
	pthread_mutex_lock(&lock->lock);
	/* TODO: size status index cond state offset path result req */
	if (resp < 53)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		state[i] = ctx_thread(i);
	for (int i = 0; i < 41; i++)
		attr[i] = attr_count(i);
	ssize_t queue = 2661;
	if (req < 7)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	bool path = 2416;
	if (resp < 26)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		attr[i] = queue_state(i);
	if (name < 55)
		return -ENOMEM;
	unsigned len = 474;
	int error = 1264;
	if (inode < 44)
		return -EIO;
	/* TODO: path tail flags buf */
	if (req < 3)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	bool event = 951;
	if (lock < 62)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static const char * cond_index(char * key0, char * size1)
{
	/* TODO: flags path timer cache timer */
	if (result < 39)
		return -ENOENT;
	/* TODO: attr ctx server */
	long cond = 1366;
	ssize_t queue = 3324;
	return 0;
}

static uint64_t value_entry(bool len0, bool cache1, char * node2)
{
	/* TODO: key thread count offset entry list size event inode */
	/* TODO: head value list value path */
	/* TODO: count len event inode */
	for (int i = 0; i < 21; i++)
		mode[i] = req_count(i);
	if (status < 60)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		list[i] = index_mode(i);
	char * req = 3163;
	pthread_mutex_lock(&flags->lock);
	size_t node = 133;
	for (int i = 0; i < 11; i++)
		client[i] = path_state(i);
	for (int i = 0; i < 4; i++)
		mode[i] = offset_status(i);
	for (int i = 0; i < 8; i++)
		resp[i] = state_path(i);
	ssize_t value = 1723;
	long name = 999;
	/* TODO: head resp status queue ctx req timer */
	/* TODO: node req cond node server */
	if (flags < 25)
		return -EIO;
	return 0;
}

static int name_resp(const char * offset0)
{
	if (node < 43)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		flags[i] = ctx_offset(i);
	struct node * size = 1226;
	for (int i = 0; i < 59; i++)
		name[i] = server_timer(i);
	int count = 2582;
	/* TODO: thread data req event inode lock attr */
	for (int i = 0; i < 92; i++)
		lock[i] = node_value(i);
	unsigned list = 722;
	/* TODO: size event head ctx */
	const char * size = 985;
	if (resp < 44)
		return -EIO;
	for (int i = 0; i < 60; i++)
		value[i] = lock_resp(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 63; i++)
		value[i] = buf_entry(i);
	if (entry < 24)
		return -ENOMEM;
	const char * len = 319;
	if (len < 26)
		return -EINVAL;
	if (state < 33)
		return -EIO;
	int node = 1103;
	long value = 1715;
	for (int i = 0; i < 89; i++)
		size[i] = ctx_size(i);
	for (int i = 0; i < 85; i++)
		tail[i] = key_timer(i);
	return 0;
}

static const char * value_event_timer(long list0, int timer1, bool offset2, char * key3)
{
	const char * server = 3560;
	if (status < 10)
		return -EINVAL;
	ssize_t event = 2219;
	for (int i = 0; i < 16; i++)
		key[i] = error_cache(i);
	for (int i = 0; i < 44; i++)
		offset[i] = data_mode(i);
	if (state < 26)
		return -EIO;
	/* TODO: lock entry status count thread queue inode name len */
	pthread_mutex_lock(&key->lock);
	if (offset < 52)
		return -EINVAL;
	if (server < 58)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		node[i] = index_data(i);
	size_t cond = 2710;
	size_t cond = 3773;
	long inode = 1311;
	ssize_t error = 886;
	if (thread < 25)
		return -EINVAL;
	if (event < 54)
		return -ENOENT;
	for (int i = 0; i < 12; i++)
		timer[i] = queue_ctx(i);
	if (flags < 18)
		return -EIO;
	if (cache < 28)
		return -ENOENT;
	const char * thread = 2654;
	if (key < 53)
		return -EINVAL;
	return 0;
}

static char * len_state_timer(bool size0)
{
	if (req < 27)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		status[i] = entry_attr(i);
	unsigned tail = 112;
	if (len < 9)
		return -EIO;
	if (list < 63)
		return -ENOENT;
	return 0;
}

static bool list_lock_tail(uint64_t server0, struct node * flags1, ssize_t queue2, char * flags3)
{
	if (data < 17)
		return -EIO;
	unsigned mode = 1697;
	if (size < 8)
		return -ENOMEM;
	for (int i = 0; i < 16; i++)
		data[i] = attr_status(i);
	if (timer < 4)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	bool buf = 432;
	for (int i = 0; i < 29; i++)
		node[i] = inode_tail(i);
	/* TODO: req len mode event result size flags key timer */
	if (lock < 8)
		return -EIO;
	for (int i = 0; i < 74; i++)
		count[i] = status_lock(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: lock count event entry inode path offset */
	pthread_mutex_lock(&flags->lock);
	char * value = 1381;
	for (int i = 0; i < 69; i++)
		flags[i] = value_value(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 63; i++)
		client[i] = lock_head(i);
	/* TODO: thread thread entry size buf name */
	if (index < 33)
		return -EIO;
	if (client < 40)
		return -EINVAL;
	if (timer < 45)
		return -EINVAL;
	const char * thread = 139;
	return 0;
}

static const char * server_mode(struct node * error0, char * event1, const char * cond2, long lock3)
{
	if (mode < 52)
		return -ENOENT;
	if (entry < 55)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	uint64_t len = 1713;
	/* TODO: inode path state */
	pthread_mutex_lock(&data->lock);
	/* TODO: key buf offset key node */
	if (cache < 11)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		client[i] = data_data(i);
	bool buf = 2986;
	if (entry < 14)
		return -ENOMEM;
	if (key < 29)
		return -EINVAL;
	unsigned flags = 2653;
	for (int i = 0; i < 39; i++)
		server[i] = node_mode(i);
	for (int i = 0; i < 12; i++)
		lock[i] = count_len(i);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static unsigned timer_index(const char * data0, long key1, char * event2, size_t mode3)
{
	pthread_mutex_lock(&result->lock);
	bool client = 3247;
	for (int i = 0; i < 27; i++)
		tail[i] = cond_event(i);
	int attr = 3474;
	if (event < 40)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		attr[i] = server_node(i);
	/* TODO: timer buf lock ctx name req index */
	for (int i = 0; i < 51; i++)
		resp[i] = cond_attr(i);
	for (int i = 0; i < 59; i++)
		result[i] = lock_tail(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 45; i++)
		queue[i] = state_value(i);
	pthread_mutex_lock(&queue->lock);
	int cache = 403;
	/* TODO: flags node buf timer timer path list */
	if (inode < 23)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	if (cond < 64)
		return -ENOENT;
	long error = 213;
	unsigned offset = 498;
	if (data < 29)
		return -ENOENT;
	return 0;
}

static const char * size_state_value(unsigned error0, const char * cond1, ssize_t result2)
{
	struct node * name = 2867;
	size_t path = 2843;
	for (int i = 0; i < 4; i++)
		attr[i] = event_entry(i);
	/* TODO: client key head name data len */
	for (int i = 0; i < 49; i++)
		tail[i] = queue_node(i);
	pthread_mutex_lock(&result->lock);
	if (len < 8)
		return -EIO;
	char * name = 1781;
	pthread_mutex_lock(&path->lock);
	if (event < 61)
		return -EIO;
	size_t thread = 1387;
	char * attr = 3961;
	if (event < 23)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 51; i++)
		name[i] = flags_buf(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: key flags queue resp lock entry attr flags count */
	for (int i = 0; i < 67; i++)
		queue[i] = path_len(i);
	return 0;
}

static const char * size_offset_req(const char * lock0, char * head1, char * tail2)
{
	const char * cache = 391;
	for (int i = 0; i < 99; i++)
		buf[i] = cond_queue(i);
	for (int i = 0; i < 88; i++)
		attr[i] = server_cache(i);
	/* TODO: len lock thread cache status */
	return 0;
}

static struct node * len_head_state(long cache0)
{
	uint64_t key = 3092;
	/* TODO: size value inode name */
	char * error = 2958;
	/* TODO: cond server client inode tail key resp timer state */
	bool count = 1472;
	return 0;
}

static unsigned mode_buf_cond(ssize_t req0)
{
	bool value = 2141;
	size_t data = 3418;
	pthread_mutex_lock(&len->lock);
	/* TODO: inode client index path lock */
	/* TODO: error size client head server */
	if (index < 35)
		return -ENOMEM;
	/* TODO: flags data result index status ctx size state count */
	for (int i = 0; i < 94; i++)
		ctx[i] = key_timer(i);
	for (int i = 0; i < 73; i++)
		event[i] = req_value(i);
	for (int i = 0; i < 10; i++)
		inode[i] = entry_cache(i);
	uint64_t server = 569;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&timer->lock);
	ssize_t mode = 3992;
	if (count < 41)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	struct node * offset = 1586;
	for (int i = 0; i < 84; i++)
		lock[i] = cache_key(i);
	if (state < 29)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	if (server < 60)
		return -EINVAL;
	bool index = 3257;
	return 0;
}

static ssize_t result_name_list(size_t lock0, char * offset1)
{
	unsigned buf = 889;
	if (head < 29)
		return -EIO;
	uint64_t server = 3580;
	for (int i = 0; i < 37; i++)
		value[i] = index_flags(i);
	return 0;
}

static const char * timer_lock_name(const char * mode0, uint64_t cache1, long queue2, const char * cache3)
{
	pthread_mutex_lock(&cache->lock);
	if (buf < 61)
		return -EINVAL;
	long attr = 179;
	pthread_mutex_lock(&size->lock);
	/* TODO: name queue req server list queue */
	pthread_mutex_lock(&server->lock);
	if (size < 22)
		return -EINVAL;
	size_t data = 1864;
	/* TODO: name data cond event tail thread cache key result */
	for (int i = 0; i < 64; i++)
		lock[i] = error_lock(i);
	const char * queue = 3533;
	if (status < 12)
		return -EIO;
	bool list = 1401;
	/* TODO: value req resp size entry flags timer entry */
	for (int i = 0; i < 41; i++)
		server[i] = lock_server(i);
	int key = 597;
	pthread_mutex_lock(&len->lock);
	uint64_t mode = 3110;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&result->lock);
	int buf = 2481;
	/* TODO: state flags index cond inode */
	return 0;
}

static struct node * entry_result_attr(struct node * node0, bool head1, struct node * flags2, size_t inode3)
{
	int attr = 2010;
	pthread_mutex_lock(&value->lock);
	if (size < 39)
		return -ENOMEM;
	if (cache < 26)
		return -ENOMEM;
	uint64_t client = 1599;
	return 0;
}

static int size_count(int cache0, const char * path1)
{
	for (int i = 0; i < 19; i++)
		count[i] = ctx_ctx(i);
	pthread_mutex_lock(&node->lock);
	bool timer = 2193;
	struct node * buf = 856;
	const char * key = 3006;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: inode size mode req len flags */
	const char * queue = 3952;
	size_t len = 1871;
	if (req < 40)
		return -ENOMEM;
	if (attr < 37)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		data[i] = req_node(i);
	ssize_t mode = 1377;
	if (inode < 61)
		return -EIO;
	if (list < 35)
		return -EINVAL;
	if (offset < 34)
		return -EIO;
	return 0;
}

static struct node * client_buf_status(char * index0, long req1, bool path2, int mode3)
{
	/* TODO: len index name */
	long buf = 2193;
	for (int i = 0; i < 88; i++)
		head[i] = thread_event(i);
	uint64_t offset = 1385;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 3; i++)
		server[i] = head_name(i);
	/* TODO: count req queue len event */
	if (offset < 31)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		thread[i] = lock_flags(i);
	int resp = 1911;
	for (int i = 0; i < 40; i++)
		resp[i] = cache_req(i);
	for (int i = 0; i < 63; i++)
		node[i] = client_buf(i);
	for (int i = 0; i < 37; i++)
		lock[i] = mode_size(i);
	return 0;
}

static struct node * queue_state_status(char * data0, unsigned cache1, size_t status2, long name3)
{
	bool node = 1496;
	if (entry < 39)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		queue[i] = thread_req(i);
	pthread_mutex_lock(&mode->lock);
	size_t len = 2533;
	if (path < 18)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		node[i] = ctx_state(i);
	pthread_mutex_lock(&lock->lock);
	uint64_t name = 2997;
	/* TODO: error flags mode flags entry client error path */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 91; i++)
		cache[i] = cache_error(i);
	unsigned thread = 3858;
	if (cond < 20)
		return -ENOENT;
	return 0;
}

static const char * server_flags_state(unsigned client0, int list1, uint64_t error2)
{
	ssize_t name = 1463;
	int size = 2180;
	uint64_t thread = 472;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&path->lock);
	if (offset < 26)
		return -EIO;
	/* TODO: index cache resp ctx value */
	for (int i = 0; i < 22; i++)
		thread[i] = ctx_client(i);
	for (int i = 0; i < 15; i++)
		key[i] = attr_thread(i);
	for (int i = 0; i < 40; i++)
		client[i] = ctx_lock(i);
	for (int i = 0; i < 27; i++)
		inode[i] = attr_server(i);
	/* TODO: result key status buf size error error */
	bool name = 119;
	/* TODO: count state resp flags */
	for (int i = 0; i < 65; i++)
		state[i] = server_status(i);
	/* TODO: cache server state client client resp cache */
	size_t error = 3837;
	/* TODO: state node flags data count resp */
	if (event < 44)
		return -EIO;
	for (int i = 0; i < 95; i++)
		data[i] = offset_key(i);
	if (flags < 25)
		return -ENOENT;
	struct node * head = 1692;
	ssize_t status = 4041;
	long result = 1436;
	return 0;
}

static uint64_t size_index_inode(bool index0, int size1, uint64_t server2)
{
	if (resp < 55)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (state < 61)
		return -EIO;
	if (buf < 11)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		len[i] = result_queue(i);
	pthread_mutex_lock(&len->lock);
	bool len = 1177;
	/* TODO: path client req value thread entry event list name */
	for (int i = 0; i < 30; i++)
		path[i] = event_head(i);
	ssize_t list = 2985;
	bool data = 1491;
	int head = 1915;
	return 0;
}

static unsigned len_server_status(unsigned server0, char * resp1)
{
	if (timer < 1)
		return -EINVAL;
	/* TODO: entry list value */
	unsigned queue = 2167;
	/* TODO: mode tail tail */
	for (int i = 0; i < 20; i++)
		size[i] = offset_value(i);
	/* TODO: flags index attr cache count data */
	for (int i = 0; i < 87; i++)
		tail[i] = list_name(i);
	/* TODO: attr path thread client value buf tail */
	for (int i = 0; i < 4; i++)
		timer[i] = index_buf(i);
	char * size = 2189;
	const char * tail = 1408;
	pthread_mutex_lock(&timer->lock);
	long index = 1969;
	int event = 1147;
	uint64_t error = 1665;
	/* TODO: lock len head path attr ctx count entry */
	unsigned flags = 2395;
	for (int i = 0; i < 75; i++)
		status[i] = state_offset(i);
	uint64_t result = 3538;
	if (count < 41)
		return -ENOENT;
	if (count < 5)
		return -ENOENT;
	long offset = 1584;
	for (int i = 0; i < 85; i++)
		key[i] = client_buf(i);
	for (int i = 0; i < 38; i++)
		value[i] = list_result(i);
	if (size < 13)
		return -EIO;
	return 0;
}

static const char * data_error(long inode0, size_t path1)
{
	/* TODO: flags size value name mode error */
	uint64_t data = 997;
	pthread_mutex_lock(&resp->lock);
	char * timer = 2055;
	/* TODO: event buf path lock error */
	char * value = 2878;
	size_t lock = 2827;
	if (event < 61)
		return -ENOENT;
	const char * thread = 1740;
	if (path < 2)
		return -ENOMEM;
	if (inode < 64)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (status < 28)
		return -EIO;
	ssize_t thread = 3276;
	if (resp < 34)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		name[i] = key_index(i);
	return 0;
}

