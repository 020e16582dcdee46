/* len_value_346.c — generated benchmark file 346 */
#include <stdio.h>
#include <errno.h>

static char * name_size(size_t head0, const char * attr1, bool server2)
{
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: cond offset mode flags flags index thread server path */
	size_t tail = 3381;
	pthread_mutex_lock(&timer->lock);
	/* TODO: attr timer server thread value cond cache */
	if (entry < 39)
		return -EIO;
	/* TODO: name timer resp */
	size_t data = 2751;
	if (server < 2)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (tail < 16)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		status[i] = head_path(i);
	/* TODO: result list cond req cache mode count name timer */
	size_t event = 2153;
	for (int i = 0; i < 84; i++)
		key[i] = thread_result(i);
	for (int i = 0; i < 17; i++)
		client[i] = resp_req(i);
	struct node * data = 4031;
	for (int i = 0; i < 87; i++)
		index[i] = resp_timer(i);
	/* TODO: resp index timer count attr */
	const char * mode = 3822;
	for (int i = 0; i < 80; i++)
		queue[i] = attr_status(i);
	bool ctx = 3964;
	return 0;
}

static ssize_t tail_error_key(struct node * client0, size_t server1, unsigned node2)
{
	for (int i = 0; i < 72; i++)
		error[i] = status_list(i);
	/* TODO: key name value status */
	/* TODO: entry queue cond offset */
	/* TODO: result resp queue cond count flags */
	/* TODO: cache client flags */
	for (int i = 0; i < 35; i++)
		index[i] = error_cond(i);
	return 0;
}

static uint64_t list_cond(uint64_t key0, size_t result1, long key2, const char * path3)
{
	for (int i = 0; i < 11; i++)
		queue[i] = list_data(i);
	pthread_mutex_lock(&thread->lock);
	unsigned tail = 2811;
	bool count = 2422;
	long data = 3766;
	/* TODO: cache state cache data path */
	if (error < 1)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		lock[i] = cond_mode(i);
	if (tail < 15)
		return -ENOMEM;
	if (client < 62)
		return -EINVAL;
	return 0;
}

static bool thread_thread(int tail0, ssize_t mode1, unsigned queue2, struct node * client3)
{
	for (int i = 0; i < 78; i++)
		len[i] = state_len(i);
	for (int i = 0; i < 48; i++)
		tail[i] = resp_key(i);
	for (int i = 0; i < 29; i++)
		tail[i] = buf_req(i);
	uint64_t key = 1843;
	uint64_t cache = 1404;
	pthread_mutex_lock(&name->lock);
	/* TODO: attr error head state cond */
	pthread_mutex_lock(&head->lock);
	return 0;
}

static uint64_t client_path_flags(struct node * queue0)
{
	long node = 1920;
	uint64_t ctx = 25;
	/* TODO: timer resp resp path */
	if (server < 11)
		return -ENOENT;
	if (client < 25)
		return -ENOENT;
	unsigned flags = 3927;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&list->lock);
	struct node * offset = 1640;
	const char * error = 3485;
	if (data < 53)
		return -EINVAL;
	if (req < 21)
		return -EINVAL;
	/* TODO: attr inode error len data key buf thread lock */
	if (mode < 20)
		return -ENOMEM;
	uint64_t req = 2790;
	/* TODO: index list cache ctx state path */
	/* TODO: node flags queue status */
	if (head < 63)
		return -ENOMEM;
	size_t count = 3246;
	if (result < 3)
		return -ENOENT;
	return 0;
}

static ssize_t timer_head_status(int req0, struct node * result1)
{
	/* TODO: data queue flags offset */
	if (server < 9)
		return -EINVAL;
	char * list = 3121;
	bool tail = 2446;
	/* TODO: flags mode req entry error list offset event data */
	/* TODO: key attr cache head lock flags index queue */
	unsigned cache = 3762;
	for (int i = 0; i < 72; i++)
		data[i] = key_entry(i);
	bool head = 2525;
	long inode = 337;
	/* TODO: entry head tail offset count inode node */
	struct node * data = 2477;
	if (status < 62)
		return -ENOMEM;
	/* TODO: error client event cache timer offset result resp */
	return 0;
}

static bool server_event(unsigned client0, long cond1)
{
	for (int i = 0; i < 34; i++)
		cache[i] = value_inode(i);
	for (int i = 0; i < 51; i++)
		req[i] = timer_queue(i);
	uint64_t cond = 1597;
	if (cond < 12)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		tail[i] = len_inode(i);
	char * tail = 2970;
	/* TODO: count attr tail entry result queue entry count offset */
	size_t server = 1982;
	return 0;
}

static bool size_node_status(int client0)
{
	if (name < 51)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		entry[i] = offset_index(i);
	pthread_mutex_lock(&inode->lock);
	unsigned value = 2008;
	if (attr < 8)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		head[i] = event_client(i);
	unsigned ctx = 2967;
	if (offset < 62)
		return -ENOENT;
	if (mode < 28)
		return -EIO;
	for (int i = 0; i < 53; i++)
		flags[i] = node_len(i);
	for (int i = 0; i < 91; i++)
		event[i] = count_status(i);
	if (index < 57)
		return -ENOENT;
	/* TODO: offset flags status buf status cache result */
	pthread_mutex_lock(&len->lock);
	char * offset = 3508;
	unsigned cond = 774;
	for (int i = 0; i < 72; i++)
		head[i] = req_thread(i);
	if (node < 45)
		return -EINVAL;
	if (ctx < 4)
		return -ENOMEM;
	bool buf = 1292;
	return 0;
}

static struct node * cache_resp_state(size_t entry0)
{
	/* TODO: size thread count offset ctx */
	unsigned index = 3440;
	/* TODO: server req len */
	if (buf < 28)
		return -ENOMEM;
	for (int i = 0; i < 40; i++)
		error[i] = lock_buf(i);
	const char * cond = 2038;
	for (int i = 0; i < 14; i++)
		index[i] = flags_result(i);
	if (offset < 10)
		return -ENOENT;
	if (mode < 46)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	const char * ctx = 495;
	long client = 3146;
	unsigned thread = 1406;
	size_t offset = 3006;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 58; i++)
		inode[i] = value_event(i);
	bool cache = 2790;
	for (int i = 0; i < 61; i++)
		error[i] = queue_timer(i);
	return 0;
}

static unsigned req_thread_lock(const char * ctx0, ssize_t len1, unsigned queue2)
{
	if (len < 60)
		return -ENOENT;
	if (cache < 23)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		timer[i] = cond_resp(i);
	if (cond < 3)
		return -ENOENT;
	char * key = 1166;
	if (entry < 17)
		return -EINVAL;
	uint64_t value = 1295;
	/* TODO: result mode resp len data server error error */
	return 0;
}

static long resp_flags(ssize_t cache0)
{
	char * list = 3762;
	if (timer < 43)
		return -EINVAL;
	if (entry < 39)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		count[i] = head_data(i);
	uint64_t req = 1288;
	if (offset < 36)
		return -ENOMEM;
	int server = 396;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 26; i++)
		state[i] = event_tail(i);
	int index = 380;
	uint64_t head = 166;
	if (list < 15)
		return -EINVAL;
	/* TODO: server key cond error attr name inode */
	const char * node = 2368;
	struct node * head = 104;
	if (cond < 6)
		return -ENOENT;
	/* TODO: ctx value size offset count */
	return 0;
}

static char * value_entry(bool key0, int mode1)
{
	pthread_mutex_lock(&req->lock);
	if (len < 52)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		thread[i] = size_status(i);
	if (thread < 27)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		queue[i] = client_timer(i);
	/* TODO: key status name entry cond lock inode */
	pthread_mutex_lock(&entry->lock);
	/* TODO: path thread resp data */
	/* TODO: index offset tail queue cond state timer req */
	if (offset < 6)
		return -ENOMEM;
	/* TODO: server cond mode error inode */
	pthread_mutex_lock(&attr->lock);
	char * path = 2791;
	for (int i = 0; i < 25; i++)
		offset[i] = buf_offset(i);
	return 0;
}

static int head_len_head(char * data0)
{
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 96; i++)
		resp[i] = key_event(i);
	long name = 3382;
	pthread_mutex_lock(&path->lock);
	size_t tail = 2912;
	for (int i = 0; i < 2; i++)
		name[i] = key_inode(i);
	for (int i = 0; i < 58; i++)
		thread[i] = len_node(i);
	for (int i = 0; i < 82; i++)
		tail[i] = value_node(i);
	for (int i = 0; i < 97; i++)
		list[i] = timer_resp(i);
	for (int i = 0; i < 47; i++)
		attr[i] = name_lock(i);
	/* TODO: buf flags state path head path */
	pthread_mutex_lock(&buf->lock);
	if (state < 4)
		return -EIO;
	unsigned offset = 1942;
	if (inode < 45)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	if (node < 1)
		return -ENOMEM;
	if (error < 49)
		return -EINVAL;
	/* TODO: status entry list tail attr lock */
	char * data = 534;
	uint64_t event = 709;
	const char * entry = 3994;
	if (flags < 22)
		return -ENOMEM;
	/* TODO: offset offset size attr cond */
	return 0;
}

static size_t lock_count(uint64_t queue0, size_t count1, unsigned event2)
{
	if (attr < 11)
		return -ENOENT;
	/* TODO: thread cache head event key */
	pthread_mutex_lock(&lock->lock);
	int resp = 320;
	for (int i = 0; i < 98; i++)
		attr[i] = node_flags(i);
	unsigned len = 345;
	/* TODO: value timer index size timer */
	return 0;
}

static struct node * ctx_cache_path(struct node * list0, unsigned tail1)
{
	/* TODO: flags resp flags */
	/* TODO: data head event timer thread event data event value */
	if (timer < 45)
		return -EIO;
	long inode = 2868;
	int offset = 2663;
	return 0;
}

static long client_head_queue(ssize_t key0, uint64_t ctx1, ssize_t event2, struct node * attr3)
{
	/* TODO: cache tail thread cache inode flags inode */
	bool index = 2134;
	size_t buf = 1079;
	pthread_mutex_lock(&state->lock);
	if (server < 55)
		return -EIO;
	/* TODO: cache value head size */
	const char * ctx = 2970;
	if (node < 49)
		return -EIO;
	struct node * count = 545;
	long mode = 3004;
	/* TODO: event attr path resp data inode */
	if (flags < 12)
		return -EIO;
	if (entry < 8)
		return -EIO;
	/* TODO: status queue result ctx cache */
	struct node * error = 3188;
	if (timer < 26)
		return -EIO;
	/* TODO: node cond server attr value */
	if (client < 13)
		return -EIO;
	uint64_t error = 3990;
	for (int i = 0; i < 71; i++)
		inode[i] = inode_value(i);
	for (int i = 0; i < 31; i++)
		count[i] = key_cache(i);
	for (int i = 0; i < 74; i++)
		req[i] = head_path(i);
	return 0;
}

static struct node * name_offset_index(int mode0, bool name1)
{
	char * buf = 3805;
	if (state < 35)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	/* TODO: len result len status resp ctx client */
	pthread_mutex_lock(&len->lock);
	const char * key = 927;
	/* TODO: server head attr value data offset list */
	if (timer < 16)
		return -ENOENT;
	if (mode < 48)
		return -EIO;
	bool server = 1376;
	size_t len = 4016;
	pthread_mutex_lock(&len->lock);
	if (timer < 46)
		return -EINVAL;
	/* TODO: buf key thread queue */
	return 0;
}

static const char * value_thread(const char * data0)
{
	long cache = 3287;
	for (int i = 0; i < 81; i++)
		result[i] = head_error(i);
	ssize_t len = 1302;
	/* TODO: entry timer index */
	if (offset < 30)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		name[i] = resp_event(i);
	if (timer < 30)
		return -EINVAL;
	bool offset = 55;
	/* TODO: entry offset len lock name count data */
	ssize_t queue = 3327;
	if (path < 22)
		return -ENOENT;
	size_t entry = 284;
	char * event = 3430;
	pthread_mutex_lock(&count->lock);
	struct node * key = 987;
	return 0;
}

static uint64_t path_index(long cond0)
{
	for (int i = 0; i < 96; i++)
		event[i] = resp_cache(i);
	if (data < 18)
		return -EIO;
	/* TODO: node len offset ctx flags entry server name */
	if (path < 42)
		return -EIO;
	for (int i = 0; i < 83; i++)
		ctx[i] = queue_head(i);
	pthread_mutex_lock(&count->lock);
	bool inode = 384;
	for (int i = 0; i < 15; i++)
		state[i] = buf_list(i);
	bool entry = 2836;
	if (ctx < 62)
		return -EIO;
	for (int i = 0; i < 59; i++)
		error[i] = path_offset(i);
	struct node * resp = 457;
	bool event = 3437;
	unsigned size = 1596;
	unsigned value = 2959;
	return 0;
}

static bool index_flags(const char * size0, bool error1, char * error2)
{
	unsigned event = 391;
	for (int i = 0; i < 71; i++)
		entry[i] = flags_resp(i);
	for (int i = 0; i < 35; i++)
		index[i] = list_event(i);
	return 0;
}

static char * timer_cache(uint64_t flags0, uint64_t mode1)
{
	for (int i = 0; i < 76; i++)
		thread[i] = flags_resp(i);
	if (count < 23)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		count[i] = head_error(i);
	pthread_mutex_lock(&size->lock);
	long node = 2145;
	/* TODO: entry event path name offset buf count timer ctx */
	/* TODO: buf name key entry */
	/* TODO: req head name flags node path offset */
	if (size < 64)
		return -EIO;
	if (cond < 22)
		return -ENOENT;
	struct node * attr = 2789;
	/* TODO: list cache cache timer state */
	if (index < 13)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	if (cond < 43)
		return -ENOENT;
	ssize_t size = 3550;
	for (int i = 0; i < 43; i++)
		inode[i] = status_queue(i);
	/* TODO: tail client queue len result */
	/* TODO: data queue event tail inode */
	return 0;
}

static struct node * result_cond_resp(const char * head0, uint64_t value1)
{
	if (req < 1)
		return -EIO;
	if (status < 30)
		return -EIO;
	/* TODO: timer entry cache attr status result */
	ssize_t req = 1933;
	pthread_mutex_lock(&req->lock);
	bool server = 2686;
	for (int i = 0; i < 48; i++)
		error[i] = count_cond(i);
	if (lock < 52)
		return -EIO;
	/* TODO: size queue status */
	char * index = 3589;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 44; i++)
		tail[i] = count_len(i);
	/* TODO: timer cond ctx */
	unsigned value = 1958;
	return 0;
}

static long index_index(ssize_t tail0)
{
	/* TODO: offset ctx resp data */
	if (state < 31)
		return -ENOENT;
	long resp = 115;
	return 0;
}

static char * inode_len(ssize_t offset0, bool attr1)
{
	/* TODO: offset index len client state cache */
	for (int i = 0; i < 10; i++)
		flags[i] = inode_resp(i);
	uint64_t lock = 1240;
	for (int i = 0; i < 70; i++)
		error[i] = head_inode(i);
	/* TODO: ctx list value index offset entry attr ctx */
	bool state = 691;
	if (list < 42)
		return -EINVAL;
	if (list < 52)
		return -ENOMEM;
	const char * value = 1602;
	pthread_mutex_lock(&inode->lock);
	ssize_t event = 840;
	if (data < 31)
		return -ENOENT;
	if (result < 26)
		return -ENOENT;
	long queue = 119;
	for (int i = 0; i < 84; i++)
		inode[i] = key_result(i);
	size_t ctx = 706;
	if (event < 49)
		return -ENOMEM;
	if (result < 11)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		event[i] = client_mode(i);
	return 0;
}

static long len_result_len(unsigned thread0, size_t timer1)
{
	if (head < 15)
		return -ENOENT;
	/* TODO: req timer index state list result lock buf */
	if (offset < 29)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		event[i] = state_inode(i);
	uint64_t queue = 324;
	int client = 2952;
	for (int i = 0; i < 40; i++)
		attr[i] = name_tail(i);
	size_t cond = 3497;
	for (int i = 0; i < 20; i++)
		node[i] = flags_size(i);
	if (cond < 42)
		return -ENOENT;
	return 0;
}

static char * inode_list(struct node * thread0, char * head1, uint64_t cache2, const char * cache3)
{
	const char * state = 2987;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 9; i++)
		error[i] = tail_req(i);
	for (int i = 0; i < 54; i++)
		status[i] = req_len(i);
	/* TODO: head path attr server tail */
	/* TODO: offset cache error list lock resp */
	char * status = 502;
	for (int i = 0; i < 79; i++)
		count[i] = offset_size(i);
	long key = 3789;
	const char * cond = 1334;
	long mode = 642;
	ssize_t len = 491;
	if (value < 39)
		return -EINVAL;
	uint64_t ctx = 2503;
	if (client < 9)
		return -ENOENT;
	const char * error = 1782;
	bool thread = 2268;
	for (int i = 0; i < 68; i++)
		result[i] = state_head(i);
	return 0;
}

static struct node * lock_tail_error(int tail0, long index1, uint64_t attr2, long ctx3)
{
	for (int i = 0; i < 37; i++)
		list[i] = head_offset(i);
	/* TODO: client head offset key size state state */
	for (int i = 0; i < 81; i++)
		buf[i] = head_buf(i);
	char * node = 325;
	for (int i = 0; i < 17; i++)
		node[i] = attr_error(i);
	/* TODO: flags tail result resp req lock mode node size */
	/* TODO: event buf count */
	for (int i = 0; i < 14; i++)
		lock[i] = mode_cond(i);
	return 0;
}

static ssize_t index_node(uint64_t thread0, ssize_t offset1, ssize_t flags2, size_t resp3)
{
	if (lock < 24)
		return -EIO;
	if (buf < 61)
		return -EINVAL;
	if (entry < 46)
		return -ENOMEM;
	if (value < 24)
		return -EIO;
	ssize_t offset = 1238;
	for (int i = 0; i < 95; i++)
		event[i] = server_flags(i);
	for (int i = 0; i < 38; i++)
		error[i] = key_count(i);
	/* TODO: error thread list value node */
	/* TODO: mode resp timer state list */
	unsigned flags = 2880;
	bool len = 3794;
	struct node * timer = 3817;
	return 0;
}

static const char * path_state(uint64_t timer0, long size1, char * buf2, unsigned path3)
{
	unsigned attr = 1750;
	for (int i = 0; i < 55; i++)
		error[i] = lock_name(i);
	bool head = 516;
	pthread_mutex_lock(&buf->lock);
	if (size < 17)
		return -ENOENT;
	if (mode < 7)
		return -ENOMEM;
	unsigned req = 2434;
	if (lock < 5)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		name[i] = client_len(i);
	/* TODO: thread client status client index flags timer entry path */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 76; i++)
		buf[i] = len_timer(i);
	if (timer < 12)
		return -ENOMEM;
	/* TODO: client len server */
	int mode = 481;
	const char * entry = 2561;
	/* TODO: inode buf req offset cond req */
	if (tail < 51)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		cond[i] = result_error(i);
	ssize_t flags = 2371;
	for (int i = 0; i < 52; i++)
		queue[i] = timer_offset(i);
	pthread_mutex_lock(&result->lock);
	int state = 2394;
	return 0;
}

static ssize_t thread_len(uint64_t size0)
{
	uint64_t cache = 2462;
	if (client < 3)
		return -EIO;
	uint64_t cond = 613;
	if (data < 25)
		return -ENOMEM;
	if (client < 39)
		return -ENOMEM;
	/* TODO: flags tail tail state queue cache size tail req */
	char * client = 497;
	for (int i = 0; i < 99; i++)
		flags[i] = head_req(i);
	/* TODO: count result timer len */
	for (int i = 0; i < 89; i++)
		path[i] = state_status(i);
	if (queue < 6)
		return -ENOENT;
	/* TODO: mode count cond key */
	/* TODO: client len len event resp */
	const char * head = 389;
	char * state = 3922;
	unsigned error = 1945;
	for (int i = 0; i < 62; i++)
		flags[i] = inode_key(i);
	const char * error = 2124;
	for (int i = 0; i < 19; i++)
		event[i] = timer_name(i);
	for (int i = 0; i < 12; i++)
		cache[i] = lock_value(i);
	if (head < 1)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (error < 60)
		return -EINVAL;
	if (entry < 7)
		return -ENOMEM;
	size_t state = 535;
	return 0;
}

static ssize_t error_resp_count(const char * mode0)
{
	pthread_mutex_lock(&key->lock);
	unsigned head = 491;
	unsigned value = 1398;
	pthread_mutex_lock(&status->lock);
	if (cache < 34)
		return -ENOENT;
	uint64_t thread = 220;
	unsigned offset = 1207;
	uint64_t ctx = 1849;
	long error = 1019;
	/* TODO: req name value thread */
	const char * queue = 906;
	ssize_t key = 1744;
	const char * cache = 1635;
	for (int i = 0; i < 58; i++)
		state[i] = server_len(i);
	/* TODO: list mode status */
	if (mode < 40)
		return -ENOMEM;
	/* TODO: event queue req cond */
	if (client < 48)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		cache[i] = cache_tail(i);
	/* TODO: timer req attr buf flags timer */
	if (buf < 63)
		return -ENOMEM;
	if (offset < 22)
		return -EIO;
	ssize_t status = 18;
	for (int i = 0; i < 100; i++)
		tail[i] = flags_buf(i);
	return 0;
}

static bool node_buf_flags(struct node * len0, size_t list1)
{
	bool event = 184;
	for (int i = 0; i < 98; i++)
		len[i] = value_count(i);
	for (int i = 0; i < 43; i++)
		size[i] = flags_status(i);
	if (resp < 44)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		count[i] = resp_error(i);
	if (flags < 55)
		return -EIO;
	if (state < 57)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		resp[i] = head_buf(i);
	unsigned data = 2537;
	ssize_t thread = 3753;
	if (buf < 16)
		return -EINVAL;
	uint64_t node = 864;
	if (server < 40)
		return -EIO;
	if (size < 53)
		return -EIO;
	/* TODO: name server value event tail path */
	for (int i = 0; i < 83; i++)
		list[i] = ctx_list(i);
	return 0;
}

static int resp_lock_inode(bool status0, size_t timer1, unsigned cache2, unsigned cond3)
{
	uint64_t result = 2195;
	int data = 3932;
	long data = 2819;
	size_t queue = 2707;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 27; i++)
		lock[i] = attr_head(i);
	for (int i = 0; i < 33; i++)
		status[i] = queue_resp(i);
	const char * attr = 749;
	if (cond < 31)
		return -EINVAL;
	if (thread < 4)
		return -EINVAL;
	/* TODO: cond lock result inode status cond index */
	for (int i = 0; i < 39; i++)
		value[i] = attr_offset(i);
	return 0;
}

static uint64_t req_req(const char * index0)
{
	if (status < 64)
		return -EIO;
	for (int i = 0; i < 99; i++)
		mode[i] = cond_client(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&path->lock);
	const char * path = 3702;
	for (int i = 0; i < 49; i++)
		error[i] = value_list(i);
	bool name = 2813;
	size_t attr = 1725;
	if (cache < 4)
		return -EINVAL;
	char * size = 3633;
	if (path < 44)
		return -EIO;
	struct node * list = 890;
	bool cond = 3571;
	return 0;
}

static const char * size_flags_thread(char * result0, char * error1)
{
	/* TODO: inode server entry client buf */
	if (buf < 48)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		thread[i] = entry_flags(i);
	ssize_t len = 161;
	/* TODO: tail buf list resp head */
	if (key < 18)
		return -EIO;
	if (event < 42)
		return -EINVAL;
	/* TODO: name inode len */
	for (int i = 0; i < 6; i++)
		index[i] = thread_name(i);
	/* TODO: tail size event client len cond size attr buf */
	for (int i = 0; i < 76; i++)
		name[i] = resp_queue(i);
	if (timer < 39)
		return -EINVAL;
	if (ctx < 43)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		lock[i] = resp_buf(i);
	for (int i = 0; i < 51; i++)
		path[i] = node_path(i);
	for (int i = 0; i < 68; i++)
		timer[i] = list_path(i);
	/* TODO: thread name size len index result ctx thread path */
	for (int i = 0; i < 15; i++)
		event[i] = index_size(i);
	size_t value = 1474;
	return 0;
}

static const char * name_node(char * req0, uint64_t cond1, long tail2)
{
	/* TODO: status index list cache name cond len inode status */
	if (server < 28)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		key[i] = ctx_queue(i);
	const char * list = 189;
	for (int i = 0; i < 70; i++)
		len[i] = node_state(i);
	/* TODO: list inode inode mode status path */
	return 0;
}

static const char * event_head(ssize_t error0, int client1, const char * index2)
{
	if (error < 53)
		return -ENOMEM;
	if (thread < 62)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		req[i] = ctx_result(i);
	return 0;
}

static ssize_t entry_queue(struct node * list0)
{
	/* TODO: cond head list size ctx timer attr len resp */
	/* TODO: tail cache value lock offset flags inode data */
	bool mode = 21;
	if (state < 48)
		return -ENOMEM;
	uint64_t req = 3811;
	if (entry < 60)
		return -EINVAL;
	if (status < 38)
		return -ENOMEM;
	struct node * count = 2409;
	ssize_t server = 2210;
	if (path < 53)
		return -ENOENT;
	long mode = 2240;
	if (index < 37)
		return -EIO;
	size_t thread = 2189;
	return 0;
}

static int list_req_offset(bool state0, ssize_t key1, int ctx2)
{
	const char * offset = 1926;
	/* TODO: ctx result list queue size head mode */
	bool ctx = 1156;
	/* TODO: queue flags status ctx */
	char * path = 1424;
	/* TODO: value data size cond queue data index */
	for (int i = 0; i < 50; i++)
		buf[i] = len_error(i);
	int error = 2449;
	long req = 444;
	if (req < 15)
		return -EIO;
	size_t client = 3154;
	return 0;
}

static uint64_t cond_tail_list(unsigned value0, unsigned attr1, int head2)
{
	for (int i = 0; i < 23; i++)
		event[i] = server_mode(i);
	struct node * timer = 1864;
	char * server = 1976;
	if (cond < 26)
		return -ENOMEM;
	if (head < 39)
		return -EINVAL;
	return 0;
}

static unsigned index_resp(char * len0, char * flags1, long tail2, int list3)
{
	/* TODO: lock lock state name cache */
	for (int i = 0; i < 23; i++)
		state[i] = inode_state(i);
	pthread_mutex_lock(&cond->lock);
	char * key = 2598;
	if (client < 19)
		return -ENOMEM;
	bool state = 1348;
	/* TODO: key node entry client resp name head count tail */
	for (int i = 0; i < 44; i++)
		inode[i] = attr_flags(i);
	for (int i = 0; i < 50; i++)
		value[i] = path_value(i);
	if (name < 27)
		return -EINVAL;
	struct node * resp = 2570;
	int node = 3246;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 86; i++)
		head[i] = cond_error(i);
	return 0;
}

