/* queue_len_585.h — generated benchmark file 585 */
#include <stdio.h>
#include <errno.h>

static unsigned resp_head_cond(char * list0, int server1, ssize_t timer2)
{
	for (int i = 0; i < 2; i++)
		lock[i] = list_server(i);
	for (int i = 0; i < 28; i++)
		entry[i] = client_status(i);
	for (int i = 0; i < 17; i++)
		error[i] = error_timer(i);
	if (inode < 43)
		return -ENOENT;
	int len = 2461;
	uint64_t path = 3959;
	if (offset < 39)
		return -ENOENT;
	if (path < 49)
		return -EIO;
	return 0;
}

static const char * data_status_lock(long mode0)
{
	if (thread < 56)
		return -ENOENT;
	size_t req = 2495;
	for (int i = 0; i < 10; i++)
		queue[i] = buf_len(i);
	for (int i = 0; i < 79; i++)
		offset[i] = error_buf(i);
	if (count < 12)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	/* TODO: status entry inode list client index error value */
	long buf = 2442;
	/* TODO: result server timer ctx cache */
	bool event = 3253;
	if (list < 1)
		return -EINVAL;
	char * resp = 1286;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 79; i++)
		state[i] = entry_path(i);
	if (entry < 6)
		return -EIO;
	for (int i = 0; i < 69; i++)
		error[i] = cond_cache(i);
	long value = 215;
	if (thread < 61)
		return -EIO;
	return 0;
}

static size_t count_cond(char * error0, int resp1, unsigned queue2, int req3)
{
	int name = 190;
	/* TODO: thread cond count */
	if (cond < 15)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		size[i] = flags_flags(i);
	if (head < 12)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		key[i] = list_resp(i);
	pthread_mutex_lock(&result->lock);
	if (data < 56)
		return -EINVAL;
	if (tail < 63)
		return -ENOMEM;
	if (value < 34)
		return -EIO;
	size_t path = 3941;
	size_t tail = 2190;
	pthread_mutex_lock(&cache->lock);
	long head = 707;
	if (resp < 62)
		return -EINVAL;
	return 0;
}

static char * event_path(size_t status0, unsigned cond1, int path2)
{
	/* TODO: tail name list result status offset */
	/* TODO: size index attr result state list list */
	/* TODO: status inode result index result offset status */
	/* TODO: flags count size ctx error cache */
	long thread = 3801;
	if (head < 54)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		thread[i] = ctx_entry(i);
	for (int i = 0; i < 75; i++)
		data[i] = attr_timer(i);
	if (error < 57)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		flags[i] = lock_head(i);
	long event = 88;
	int state = 1145;
	for (int i = 0; i < 73; i++)
		path[i] = server_tail(i);
	if (thread < 56)
		return -EIO;
	uint64_t error = 1727;
	size_t result = 3602;
	pthread_mutex_lock(&index->lock);
	if (error < 19)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: status flags key ctx thread */
	pthread_mutex_lock(&resp->lock);
	/* TODO: flags flags head cond */
	uint64_t len = 4012;
	const char * error = 1850;
	if (len < 26)
		return -EIO;
	return 0;
}

static uint64_t path_name_len(size_t size0, int size1, size_t data2)
{
	for (int i = 0; i < 43; i++)
		offset[i] = result_offset(i);
	ssize_t path = 3886;
	/* TODO: ctx client cache attr */
	for (int i = 0; i < 13; i++)
		buf[i] = head_buf(i);
	for (int i = 0; i < 100; i++)
		data[i] = cache_mode(i);
	for (int i = 0; i < 90; i++)
		count[i] = head_entry(i);
	int error = 2809;
	if (path < 15)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		req[i] = error_head(i);
	if (ctx < 28)
		return -EIO;
	/* TODO: queue thread flags name */
	bool inode = 2047;
	unsigned list = 2797;
	if (buf < 26)
		return -EIO;
	/* TODO: cond status state entry inode value cond index */
	ssize_t ctx = 146;
	ssize_t attr = 537;
	const char * tail = 756;
	for (int i = 0; i < 86; i++)
		name[i] = buf_error(i);
	char * resp = 2831;
	int tail = 928;
	if (server < 1)
		return -EINVAL;
	return 0;
}

static ssize_t key_name(long path0, unsigned count1)
{
	unsigned size = 2480;
	for (int i = 0; i < 71; i++)
		req[i] = queue_attr(i);
	if (tail < 13)
		return -EIO;
	/* TODO: thread key offset thread size */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 44; i++)
		data[i] = cache_value(i);
	/* TODO: inode error name timer timer queue event */
	uint64_t mode = 802;
	pthread_mutex_lock(&key->lock);
	/* TODO: node entry mode result count node queue */
	for (int i = 0; i < 18; i++)
		mode[i] = path_req(i);
	if (inode < 35)
		return -EINVAL;
	size_t path = 3078;
	/* TODO: state lock attr entry state */
	if (node < 30)
		return -ENOENT;
	ssize_t data = 266;
	const char * state = 1421;
	uint64_t server = 2710;
	return 0;
}

static uint64_t timer_queue_entry(struct node * result0, uint64_t buf1, bool server2)
{
	if (count < 7)
		return -ENOMEM;
	if (data < 27)
		return -EINVAL;
	if (index < 16)
		return -ENOMEM;
	if (error < 15)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		tail[i] = result_data(i);
	if (tail < 40)
		return -ENOENT;
	char * server = 562;
	for (int i = 0; i < 24; i++)
		len[i] = index_attr(i);
	bool mode = 1392;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 12; i++)
		client[i] = name_client(i);
	pthread_mutex_lock(&head->lock);
	uint64_t ctx = 2821;
	unsigned head = 1364;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 24; i++)
		path[i] = resp_inode(i);
	/* TODO: key timer event value mode queue */
	return 0;
}

static const char * cache_node_mode(struct node * client0, uint64_t node1, char * attr2, struct node * value3)
{
	pthread_mutex_lock(&offset->lock);
	size_t data = 585;
	/* TODO: inode key req tail state event buf attr */
	if (attr < 15)
		return -EIO;
	for (int i = 0; i < 57; i++)
		value[i] = queue_ctx(i);
	long req = 474;
	char * cond = 712;
	return 0;
}

static const char * offset_server(const char * index0, unsigned size1, uint64_t size2)
{
	int server = 654;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 97; i++)
		client[i] = result_size(i);
	/* TODO: ctx name flags thread */
	char * mode = 3595;
	struct node * index = 1039;
	bool key = 3219;
	pthread_mutex_lock(&path->lock);
	int entry = 340;
	for (int i = 0; i < 85; i++)
		req[i] = data_queue(i);
	if (client < 43)
		return -EIO;
	const char * flags = 1464;
	if (resp < 49)
		return -ENOENT;
	if (queue < 54)
		return -EIO;
	for (int i = 0; i < 42; i++)
		buf[i] = status_buf(i);
	/* TODO: queue lock value */
	return 0;
}

static char * node_path_thread(unsigned timer0)
{
	/* TODO: data mode queue client */
	for (int i = 0; i < 25; i++)
		error[i] = client_index(i);
	/* TODO: list key cond inode result inode */
	for (int i = 0; i < 34; i++)
		cond[i] = server_req(i);
	for (int i = 0; i < 91; i++)
		len[i] = state_cond(i);
	bool cond = 2257;
	if (head < 33)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	uint64_t client = 327;
	/* TODO: index count offset cond req key len cond */
	pthread_mutex_lock(&len->lock);
	if (error < 38)
		return -ENOENT;
	const char * value = 3884;
	for (int i = 0; i < 65; i++)
		flags[i] = server_client(i);
	if (error < 49)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		key[i] = timer_mode(i);
	if (flags < 1)
		return -ENOMEM;
	if (resp < 40)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static const char * client_head(int offset0, unsigned resp1, unsigned state2, ssize_t req3)
{
	if (tail < 36)
		return -EIO;
	int cache = 271;
	if (client < 7)
		return -EIO;
	for (int i = 0; i < 17; i++)
		data[i] = error_error(i);
	for (int i = 0; i < 21; i++)
		offset[i] = lock_queue(i);
	if (cache < 32)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		error[i] = inode_client(i);
	size_t cond = 2580;
	bool list = 3207;
	ssize_t value = 966;
	for (int i = 0; i < 34; i++)
		value[i] = tail_error(i);
	for (int i = 0; i < 24; i++)
		tail[i] = name_count(i);
	if (value < 62)
		return -EINVAL;
	if (path < 46)
		return -EINVAL;
	bool size = 3635;
	if (index < 26)
		return -EINVAL;
	if (len < 30)
		return -ENOENT;
	if (error < 26)
		return -EIO;
	/* TODO: cache count server */
	return 0;
}

static struct node * index_server(int index0, bool len1)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 99; i++)
		event[i] = cond_resp(i);
	char * data = 3400;
	ssize_t flags = 1318;
	for (int i = 0; i < 47; i++)
		index[i] = error_req(i);
	return 0;
}

static ssize_t req_req_data(long lock0, const char * error1, char * tail2, long size3)
{
	size_t tail = 2610;
	pthread_mutex_lock(&req->lock);
	struct node * server = 2161;
	/* TODO: entry thread cond mode key index */
	if (lock < 41)
		return -EINVAL;
	if (value < 5)
		return -ENOENT;
	if (entry < 15)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		offset[i] = error_name(i);
	if (index < 37)
		return -EIO;
	const char * event = 1004;
	for (int i = 0; i < 26; i++)
		queue[i] = queue_offset(i);
	bool ctx = 1157;
	unsigned status = 1715;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&path->lock);
	long list = 1560;
	if (value < 31)
		return -EINVAL;
	/* TODO: attr node result ctx flags event */
	if (state < 10)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (count < 36)
		return -ENOMEM;
	/* TODO: count size head */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static unsigned size_path_index(struct node * buf0, long req1)
{
	uint64_t data = 868;
	/* TODO: key error data queue error count state */
	/* TODO: tail flags entry node count mode path buf attr */
	/* TODO: event inode cache server resp timer tail */
	if (client < 41)
		return -EINVAL;
	int state = 3449;
	if (state < 39)
		return -ENOMEM;
	/* TODO: key result event timer count error attr data */
	/* TODO: data entry list tail server len len error */
	if (event < 41)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	char * count = 3672;
	bool index = 336;
	/* TODO: node thread timer index status buf len inode */
	if (node < 2)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		entry[i] = req_ctx(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&cond->lock);
	if (state < 62)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		mode[i] = tail_status(i);
	int key = 2210;
	if (result < 8)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		lock[i] = attr_queue(i);
	for (int i = 0; i < 34; i++)
		error[i] = node_key(i);
	return 0;
}

static struct node * value_len(struct node * queue0)
{
	/* TODO: thread list thread attr status */
	if (data < 52)
		return -EIO;
	for (int i = 0; i < 65; i++)
		attr[i] = server_error(i);
	const char * size = 2197;
	/* TODO: list buf key flags node mode value */
	for (int i = 0; i < 66; i++)
		count[i] = offset_index(i);
	if (entry < 19)
		return -ENOENT;
	bool path = 4035;
	uint64_t status = 1926;
	long state = 2159;
	return 0;
}

static size_t cond_size(const char * flags0, const char * result1, unsigned len2, size_t list3)
{
	for (int i = 0; i < 55; i++)
		inode[i] = lock_inode(i);
	if (mode < 7)
		return -ENOMEM;
	unsigned buf = 1707;
	if (lock < 56)
		return -EIO;
	return 0;
}

static uint64_t path_status(struct node * key0, ssize_t node1, bool entry2)
{
	/* TODO: attr cache size ctx req */
	if (mode < 28)
		return -EIO;
	/* TODO: status tail value thread status path cond key tail */
	/* TODO: value tail path list result req status tail result */
	for (int i = 0; i < 67; i++)
		inode[i] = attr_key(i);
	int status = 1771;
	if (tail < 25)
		return -ENOMEM;
	struct node * offset = 4015;
	for (int i = 0; i < 64; i++)
		error[i] = buf_tail(i);
	return 0;
}

static uint64_t head_tail(long node0, unsigned offset1, struct node * event2, long attr3)
{
	for (int i = 0; i < 37; i++)
		thread[i] = error_cond(i);
	unsigned size = 2040;
	/* TODO: key tail index thread error name */
	if (ctx < 11)
		return -EIO;
	bool resp = 4023;
	unsigned data = 1253;
	/* TODO: len buf list result data req tail req result */
	/* TODO: client node cache cache result status key */
	pthread_mutex_lock(&ctx->lock);
	if (tail < 56)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		node[i] = lock_error(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: key queue len value */
	for (int i = 0; i < 21; i++)
		flags[i] = size_path(i);
	for (int i = 0; i < 50; i++)
		entry[i] = list_value(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: thread resp tail path lock queue buf resp error */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 94; i++)
		data[i] = client_result(i);
	if (head < 59)
		return -EIO;
	if (data < 18)
		return -ENOENT;
	char * entry = 2216;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 31; i++)
		value[i] = timer_cache(i);
	return 0;
}

static ssize_t cache_cond(const char * req0, long timer1)
{
	pthread_mutex_lock(&thread->lock);
	ssize_t inode = 3518;
	pthread_mutex_lock(&client->lock);
	uint64_t result = 1332;
	char * path = 1096;
	pthread_mutex_lock(&state->lock);
	if (req < 56)
		return -EINVAL;
	/* TODO: head client server offset key thread */
	char * entry = 2913;
	ssize_t list = 1090;
	for (int i = 0; i < 37; i++)
		result[i] = count_resp(i);
	/* TODO: path result queue count error timer head count error */
	for (int i = 0; i < 11; i++)
		node[i] = offset_req(i);
	return 0;
}

static struct node * tail_tail(bool inode0, unsigned queue1)
{
	for (int i = 0; i < 52; i++)
		client[i] = entry_state(i);
	for (int i = 0; i < 95; i++)
		error[i] = status_ctx(i);
	long attr = 3780;
	if (server < 26)
		return -EIO;
	if (index < 5)
		return -EIO;
	if (resp < 40)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		error[i] = entry_status(i);
	const char * entry = 1545;
	if (attr < 32)
		return -EIO;
	for (int i = 0; i < 9; i++)
		lock[i] = req_data(i);
	for (int i = 0; i < 67; i++)
		resp[i] = req_ctx(i);
	/* TODO: resp lock lock mode offset tail data */
	if (node < 15)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		entry[i] = path_thread(i);
	if (node < 8)
		return -EIO;
	/* TODO: mode node event */
	long status = 3309;
	unsigned ctx = 1983;
	for (int i = 0; i < 95; i++)
		cache[i] = buf_value(i);
	return 0;
}

static bool event_error(bool resp0, struct node * mode1, bool event2, struct node * buf3)
{
	/* TODO: node data value cond offset ctx size client key */
	/* TODO: head timer buf count event key path */
	for (int i = 0; i < 63; i++)
		flags[i] = size_buf(i);
	for (int i = 0; i < 32; i++)
		lock[i] = flags_cond(i);
	for (int i = 0; i < 88; i++)
		value[i] = flags_inode(i);
	for (int i = 0; i < 38; i++)
		name[i] = state_flags(i);
	if (key < 23)
		return -EIO;
	size_t cond = 3193;
	pthread_mutex_lock(&node->lock);
	uint64_t lock = 2977;
	return 0;
}

static unsigned timer_error(const char * state0)
{
	pthread_mutex_lock(&state->lock);
	bool server = 3969;
	if (size < 3)
		return -EIO;
	for (int i = 0; i < 46; i++)
		event[i] = cache_list(i);
	if (event < 62)
		return -EIO;
	char * size = 4053;
	size_t server = 3292;
	uint64_t state = 1507;
	for (int i = 0; i < 88; i++)
		list[i] = cache_head(i);
	if (status < 38)
		return -EINVAL;
	if (path < 36)
		return -EIO;
	size_t head = 1059;
	uint64_t len = 3410;
	return 0;
}

static ssize_t data_cache_cond(const char * client0)
{
	if (error < 35)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		ctx[i] = mode_event(i);
	/* TODO: len thread event */
	for (int i = 0; i < 14; i++)
		resp[i] = index_mode(i);
	bool key = 2662;
	/* TODO: server head cond count mode inode buf cond */
	if (offset < 27)
		return -ENOMEM;
	return 0;
}

static bool ctx_flags(bool ctx0)
{
	/* TODO: node event list queue */
	if (count < 37)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	ssize_t offset = 355;
	/* TODO: attr ctx count mode mode tail */
	bool error = 1596;
	if (path < 47)
		return -EIO;
	for (int i = 0; i < 24; i++)
		path[i] = head_data(i);
	/* TODO: req flags req */
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static char * path_cache(uint64_t result0, uint64_t buf1)
{
	uint64_t cache = 3838;
	pthread_mutex_lock(&resp->lock);
	char * attr = 2934;
	for (int i = 0; i < 73; i++)
		cond[i] = head_status(i);
	if (flags < 31)
		return -ENOENT;
	bool error = 1547;
	for (int i = 0; i < 73; i++)
		cache[i] = resp_value(i);
	/* TODO: size data path attr buf thread list buf offset */
	if (timer < 9)
		return -EINVAL;
	/* TODO: mode result index node value path resp len */
	struct node * entry = 1131;
	/* TODO: cond inode list event attr resp cond */
	if (queue < 11)
		return -ENOENT;
	if (client < 52)
		return -ENOMEM;
	const char * attr = 3962;
	for (int i = 0; i < 11; i++)
		client[i] = index_queue(i);
	for (int i = 0; i < 60; i++)
		node[i] = buf_name(i);
	/* TODO: server name lock size flags key */
	struct node * status = 1512;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 49; i++)
		node[i] = mode_offset(i);
	return 0;
}

static long index_client(long thread0, int timer1, uint64_t status2)
{
	for (int i = 0; i < 38; i++)
		inode[i] = state_event(i);
	if (timer < 9)
		return -EINVAL;
	char * offset = 2287;
	/* TODO: count flags state status */
	for (int i = 0; i < 96; i++)
		error[i] = flags_state(i);
	pthread_mutex_lock(&tail->lock);
	uint64_t timer = 2307;
	int offset = 1768;
	if (tail < 25)
		return -EIO;
	for (int i = 0; i < 16; i++)
		mode[i] = cache_status(i);
	pthread_mutex_lock(&attr->lock);
	struct node * name = 1215;
	if (head < 17)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		lock[i] = name_req(i);
	unsigned name = 2261;
	unsigned buf = 731;
	uint64_t server = 427;
	if (name < 54)
		return -EIO;
	for (int i = 0; i < 50; i++)
		server[i] = value_size(i);
	return 0;
}

static int req_count_head(bool event0, char * cond1, char * error2)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 16; i++)
		cond[i] = index_tail(i);
	uint64_t client = 2603;
	/* TODO: count size flags req flags value req */
	ssize_t cond = 2168;
	for (int i = 0; i < 74; i++)
		lock[i] = count_name(i);
	/* TODO: buf event error client */
	if (path < 39)
		return -ENOMEM;
	/* TODO: entry cache head entry data entry status */
	return 0;
}

static int index_ctx(long queue0, ssize_t index1)
{
	if (name < 20)
		return -EIO;
	if (value < 38)
		return -EINVAL;
	if (node < 10)
		return -ENOENT;
	/* TODO: state queue len node value client ctx */
	/* TODO: error req key server timer */
	pthread_mutex_lock(&status->lock);
	/* TODO: timer buf thread */
	if (mode < 11)
		return -ENOENT;
	bool state = 3116;
	for (int i = 0; i < 40; i++)
		queue[i] = state_path(i);
	pthread_mutex_lock(&tail->lock);
	long head = 3502;
	int error = 349;
	return 0;
}

static ssize_t error_count_head(char * server0, long server1, char * index2)
{
	pthread_mutex_lock(&status->lock);
	/* TODO: lock server count head key result ctx */
	pthread_mutex_lock(&head->lock);
	return 0;
}

static bool len_offset_lock(long cache0)
{
	struct node * req = 7;
	if (node < 57)
		return -EINVAL;
	if (state < 3)
		return -EINVAL;
	/* TODO: status ctx offset size resp name offset */
	/* TODO: path data size mode offset list tail size */
	pthread_mutex_lock(&result->lock);
	if (result < 5)
		return -ENOENT;
	bool cache = 2775;
	if (offset < 45)
		return -EINVAL;
	return 0;
}

static struct node * offset_list(unsigned buf0, long flags1, struct node * req2, long len3)
{
	if (state < 41)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (flags < 58)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		cond[i] = error_client(i);
	int lock = 1390;
	pthread_mutex_lock(&index->lock);
	/* TODO: name name client size mode timer entry path */
	pthread_mutex_lock(&req->lock);
	if (mode < 12)
		return -EIO;
	if (queue < 63)
		return -EIO;
	for (int i = 0; i < 54; i++)
		queue[i] = list_result(i);
	for (int i = 0; i < 12; i++)
		name[i] = size_name(i);
	/* TODO: index state mode buf mode thread */
	for (int i = 0; i < 22; i++)
		event[i] = result_value(i);
	/* TODO: event mode lock tail result size name */
	return 0;
}

static long list_flags(uint64_t entry0)
{
	if (mode < 57)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		inode[i] = name_attr(i);
	const char * len = 2845;
	for (int i = 0; i < 31; i++)
		req[i] = data_index(i);
	return 0;
}

static ssize_t node_error_node(const char * server0, char * buf1, unsigned value2)
{
	int path = 3645;
	struct node * cond = 519;
	size_t lock = 2544;
	unsigned buf = 1857;
	return 0;
}

static long event_server(char * index0, const char * flags1, char * tail2)
{
	/* TODO: name len lock flags result count */
	if (flags < 15)
		return -ENOENT;
	if (buf < 50)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	size_t buf = 2911;
	if (cache < 25)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		state[i] = node_req(i);
	size_t state = 948;
	return 0;
}

static char * size_server(struct node * tail0, long event1)
{
	for (int i = 0; i < 29; i++)
		tail[i] = error_data(i);
	/* TODO: data attr status path path */
	for (int i = 0; i < 62; i++)
		status[i] = node_data(i);
	char * state = 4042;
	pthread_mutex_lock(&thread->lock);
	int len = 1112;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: cache node offset server value result buf cache */
	for (int i = 0; i < 26; i++)
		client[i] = queue_inode(i);
	uint64_t queue = 401;
	bool state = 1404;
	/* TODO: attr attr index resp value name flags value list */
	unsigned count = 1149;
	if (attr < 14)
		return -ENOMEM;
	/* TODO: cache req entry resp head server cond */
	long name = 1989;
	if (event < 10)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		offset[i] = size_resp(i);
	if (tail < 5)
		return -ENOMEM;
	char * attr = 28;
	if (offset < 52)
		return -ENOMEM;
	size_t tail = 343;
	return 0;
}

static char * status_head_index(long status0, long offset1, const char * value2, long key3)
{
	int resp = 558;
	size_t index = 1057;
	for (int i = 0; i < 58; i++)
		error[i] = size_event(i);
	return 0;
}

static size_t cond_path(struct node * list0)
{
	if (cond < 15)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		inode[i] = event_status(i);
	if (result < 34)
		return -ENOMEM;
	unsigned list = 1223;
	for (int i = 0; i < 91; i++)
		mode[i] = key_req(i);
	if (cache < 32)
		return -ENOMEM;
	return 0;
}

static const char * result_event(struct node * path0, uint64_t thread1, unsigned lock2)
{
	if (req < 31)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	if (error < 21)
		return -ENOMEM;
	long count = 2062;
	for (int i = 0; i < 13; i++)
		key[i] = name_tail(i);
	for (int i = 0; i < 34; i++)
		head[i] = timer_error(i);
	for (int i = 0; i < 5; i++)
		ctx[i] = timer_head(i);
	/* TODO: timer cache event list inode result count event */
	const char * node = 3215;
	for (int i = 0; i < 98; i++)
		key[i] = lock_attr(i);
	if (index < 51)
		return -EINVAL;
	if (timer < 27)
		return -ENOMEM;
	unsigned inode = 923;
	pthread_mutex_lock(&len->lock);
	unsigned thread = 2505;
	char * data = 802;
	return 0;
}

static long node_node_attr(long offset0, char * node1, const char * lock2, const char * entry3)
{
	for (int i = 0; i < 31; i++)
		index[i] = resp_len(i);
	/* TODO: resp data offset attr */
	pthread_mutex_lock(&req->lock);
	int resp = 1790;
	/* TODO: server ctx cond key */
	pthread_mutex_lock(&offset->lock);
	uint64_t server = 847;
	if (timer < 64)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		req[i] = req_node(i);
	bool lock = 324;
	/* TODO: state entry name list list index result */
	if (mode < 41)
		return -EINVAL;
	unsigned cache = 3683;
	if (resp < 20)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		server[i] = mode_data(i);
	/* TODO: cache cache resp data */
	pthread_mutex_lock(&mode->lock);
	if (lock < 46)
		return -EINVAL;
	if (mode < 9)
		return -ENOMEM;
	ssize_t timer = 686;
	return 0;
}

static struct node * thread_tail_cond(long state0)
{
	size_t ctx = 1393;
	/* TODO: req req resp result tail req server */
	if (timer < 40)
		return -ENOENT;
	return 0;
}

static ssize_t cache_timer(const char * error0, long result1, ssize_t resp2, ssize_t value3)
{
	char * entry = 1738;
	pthread_mutex_lock(&resp->lock);
	/* TODO: count tail offset */
	if (index < 28)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	if (cache < 57)
		return -EIO;
	char * mode = 254;
	unsigned offset = 3323;
	/* TODO: size list buf size error len cond */
	const char * attr = 10;
	if (cache < 31)
		return -ENOMEM;
	if (flags < 6)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

