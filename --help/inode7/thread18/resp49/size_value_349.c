/* size_value_349.c — generated benchmark file 349 */
#include <stdio.h>
#include <errno.h>

static long event_size_cond(uint64_t key0, ssize_t lock1)
{
	pthread_mutex_lock(&len->lock);
	/* TODO: inode name buf server lock client client server req */
	for (int i = 0; i < 66; i++)
		req[i] = entry_value(i);
	struct node * buf = 979;
	/* TODO: buf status queue inode data */
	/* TODO: server resp result value result inode event offset mode */
	int timer = 2864;
	if (head < 8)
		return -EIO;
	/* TODO: attr lock name attr */
	if (count < 46)
		return -EINVAL;
	unsigned entry = 1656;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 2; i++)
		lock[i] = result_flags(i);
	/* TODO: server event flags timer status inode value cond */
	if (client < 37)
		return -ENOMEM;
	size_t attr = 3139;
	char * mode = 881;
	pthread_mutex_lock(&value->lock);
	unsigned buf = 3312;
	return 0;
}

static unsigned server_cache_lock(long attr0, const char * tail1, char * offset2, size_t client3)
{
	if (mode < 11)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		result[i] = buf_event(i);
	/* TODO: value resp path index result entry queue result lock */
	uint64_t buf = 587;
	if (tail < 59)
		return -EIO;
	size_t resp = 616;
	long count = 3431;
	/* TODO: cache len attr queue */
	struct node * size = 1056;
	/* TODO: count ctx mode buf value */
	pthread_mutex_lock(&ctx->lock);
	if (list < 60)
		return -ENOMEM;
	char * ctx = 623;
	bool result = 2107;
	for (int i = 0; i < 89; i++)
		value[i] = entry_error(i);
	size_t lock = 2848;
	const char * event = 1351;
	const char * thread = 1788;
	if (value < 29)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		list[i] = state_status(i);
	/* TODO: result error result server key offset cond */
	return 0;
}

static const char * value_cache_buf(struct node * index0, int value1, long server2)
{
	if (cache < 10)
		return -EIO;
	if (size < 2)
		return -ENOENT;
	unsigned ctx = 3280;
	size_t node = 1958;
	for (int i = 0; i < 93; i++)
		state[i] = value_lock(i);
	struct node * state = 2809;
	ssize_t len = 2046;
	return 0;
}

static ssize_t size_cond_ctx(long state0, long attr1)
{
	const char * result = 3560;
	for (int i = 0; i < 43; i++)
		head[i] = mode_req(i);
	/* TODO: resp size offset */
	/* TODO: server inode cache key tail error queue */
	bool thread = 2120;
	ssize_t head = 2644;
	for (int i = 0; i < 56; i++)
		lock[i] = event_state(i);
	for (int i = 0; i < 23; i++)
		req[i] = state_lock(i);
	if (list < 11)
		return -EIO;
	struct node * index = 3898;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static bool offset_flags_name(char * head0)
{
	long size = 1006;
	for (int i = 0; i < 35; i++)
		buf[i] = server_thread(i);
	if (event < 31)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		event[i] = flags_cond(i);
	/* TODO: head state name inode */
	int mode = 4027;
	if (attr < 43)
		return -ENOENT;
	if (status < 52)
		return -EINVAL;
	bool thread = 1986;
	const char * ctx = 45;
	/* TODO: flags client name offset path mode client thread buf */
	unsigned data = 3464;
	uint64_t value = 378;
	if (client < 14)
		return -EINVAL;
	/* TODO: cache status mode client */
	for (int i = 0; i < 56; i++)
		value[i] = cond_error(i);
	/* TODO: entry cond attr offset */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static char * list_key(unsigned lock0, int attr1)
{
	if (cache < 3)
		return -ENOENT;
	size_t result = 30;
	/* TODO: event offset result cache resp thread */
	for (int i = 0; i < 8; i++)
		ctx[i] = size_index(i);
	if (offset < 54)
		return -ENOENT;
	return 0;
}

static ssize_t inode_buf_thread(unsigned offset0)
{
	if (cache < 53)
		return -EINVAL;
	/* TODO: resp queue resp offset client */
	/* TODO: offset path head */
	return 0;
}

static bool result_data_thread(size_t buf0, const char * path1)
{
	unsigned tail = 2232;
	for (int i = 0; i < 87; i++)
		data[i] = inode_status(i);
	uint64_t event = 2919;
	for (int i = 0; i < 28; i++)
		tail[i] = list_tail(i);
	char * result = 2048;
	if (result < 46)
		return -ENOENT;
	return 0;
}

static int name_result_result(struct node * head0, unsigned timer1)
{
	if (value < 19)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		resp[i] = head_server(i);
	bool name = 1772;
	for (int i = 0; i < 55; i++)
		event[i] = node_data(i);
	unsigned state = 738;
	pthread_mutex_lock(&head->lock);
	if (error < 22)
		return -EINVAL;
	if (error < 46)
		return -ENOENT;
	if (value < 20)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		result[i] = index_offset(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: buf index timer buf value client offset mode client */
	pthread_mutex_lock(&len->lock);
	if (thread < 12)
		return -ENOMEM;
	const char * flags = 3775;
	/* TODO: cache name buf */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static long server_key(const char * list0, const char * resp1, size_t resp2)
{
	const char * key = 1650;
	for (int i = 0; i < 34; i++)
		value[i] = node_name(i);
	uint64_t attr = 285;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static bool lock_attr(unsigned attr0, size_t state1, struct node * size2)
{
	/* TODO: value queue value key result attr len resp ctx */
	unsigned size = 2040;
	for (int i = 0; i < 78; i++)
		data[i] = value_state(i);
	for (int i = 0; i < 43; i++)
		mode[i] = lock_node(i);
	const char * name = 1157;
	char * error = 3457;
	pthread_mutex_lock(&flags->lock);
	if (path < 49)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	/* TODO: error head key */
	uint64_t resp = 3025;
	/* TODO: status head tail req offset queue len */
	char * timer = 3758;
	long timer = 1416;
	size_t resp = 2253;
	ssize_t entry = 2008;
	return 0;
}

static unsigned status_head_entry(char * timer0, struct node * flags1, unsigned req2)
{
	for (int i = 0; i < 95; i++)
		resp[i] = node_node(i);
	for (int i = 0; i < 19; i++)
		name[i] = cond_name(i);
	for (int i = 0; i < 51; i++)
		tail[i] = offset_len(i);
	size_t path = 798;
	/* TODO: inode data name */
	unsigned len = 1980;
	bool state = 3451;
	long data = 201;
	if (len < 25)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		name[i] = list_flags(i);
	for (int i = 0; i < 57; i++)
		inode[i] = ctx_timer(i);
	for (int i = 0; i < 59; i++)
		lock[i] = size_entry(i);
	for (int i = 0; i < 74; i++)
		flags[i] = server_entry(i);
	if (cache < 31)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 4; i++)
		value[i] = mode_server(i);
	ssize_t client = 3770;
	for (int i = 0; i < 47; i++)
		buf[i] = status_server(i);
	for (int i = 0; i < 7; i++)
		offset[i] = event_thread(i);
	const char * inode = 36;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: offset resp path index inode result client error attr */
	if (value < 1)
		return -EIO;
	return 0;
}

static size_t key_result_cache(bool cond0, unsigned inode1, const char * tail2)
{
	if (event < 47)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	uint64_t flags = 540;
	unsigned list = 2691;
	struct node * buf = 777;
	for (int i = 0; i < 8; i++)
		ctx[i] = state_cache(i);
	uint64_t timer = 632;
	pthread_mutex_lock(&cache->lock);
	if (client < 43)
		return -ENOMEM;
	bool status = 1392;
	if (queue < 54)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		index[i] = key_client(i);
	for (int i = 0; i < 4; i++)
		entry[i] = entry_queue(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 5; i++)
		key[i] = name_name(i);
	const char * buf = 2501;
	int event = 3318;
	for (int i = 0; i < 82; i++)
		attr[i] = attr_status(i);
	for (int i = 0; i < 59; i++)
		entry[i] = result_count(i);
	uint64_t server = 3152;
	/* TODO: mode resp server */
	uint64_t result = 3028;
	for (int i = 0; i < 38; i++)
		count[i] = name_value(i);
	return 0;
}

static char * mode_name_size(ssize_t attr0, ssize_t ctx1, int index2)
{
	for (int i = 0; i < 91; i++)
		entry[i] = count_size(i);
	if (count < 56)
		return -EINVAL;
	size_t list = 2557;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static int offset_result(char * data0, unsigned cache1)
{
	long ctx = 2431;
	bool offset = 2285;
	for (int i = 0; i < 36; i++)
		count[i] = server_value(i);
	const char * state = 598;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 97; i++)
		event[i] = inode_tail(i);
	const char * lock = 1860;
	if (count < 19)
		return -ENOMEM;
	unsigned ctx = 2330;
	return 0;
}

static struct node * flags_list_flags(long buf0, uint64_t thread1, long thread2)
{
	/* TODO: data req index cond cache size offset */
	if (name < 47)
		return -ENOMEM;
	if (client < 8)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		index[i] = list_offset(i);
	/* TODO: queue node result resp buf req server list */
	size_t resp = 522;
	unsigned ctx = 22;
	bool resp = 1916;
	size_t ctx = 3571;
	uint64_t result = 1416;
	/* TODO: head status inode queue entry */
	if (count < 30)
		return -ENOENT;
	int client = 1837;
	if (path < 52)
		return -ENOENT;
	if (tail < 32)
		return -ENOENT;
	if (result < 55)
		return -EINVAL;
	if (entry < 22)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	bool req = 810;
	/* TODO: attr status len count queue event path size event */
	return 0;
}

static struct node * event_node(size_t error0, char * cond1, bool cache2, size_t result3)
{
	if (attr < 30)
		return -EIO;
	if (data < 18)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 3; i++)
		inode[i] = event_server(i);
	if (client < 16)
		return -EINVAL;
	struct node * req = 1398;
	if (path < 15)
		return -EINVAL;
	return 0;
}

static unsigned cond_status_client(char * flags0, uint64_t server1, const char * server2)
{
	for (int i = 0; i < 88; i++)
		server[i] = client_cond(i);
	for (int i = 0; i < 35; i++)
		status[i] = error_server(i);
	if (head < 57)
		return -EIO;
	return 0;
}

static int count_result_lock(long queue0, uint64_t head1)
{
	pthread_mutex_lock(&cache->lock);
	if (buf < 32)
		return -ENOENT;
	if (name < 56)
		return -EIO;
	char * len = 3698;
	if (ctx < 40)
		return -EINVAL;
	if (list < 1)
		return -EIO;
	for (int i = 0; i < 34; i++)
		tail[i] = result_cond(i);
	for (int i = 0; i < 32; i++)
		resp[i] = data_result(i);
	if (path < 52)
		return -EINVAL;
	if (buf < 12)
		return -ENOENT;
	if (list < 20)
		return -ENOENT;
	if (len < 51)
		return -ENOENT;
	bool count = 1576;
	for (int i = 0; i < 91; i++)
		event[i] = path_offset(i);
	struct node * value = 3867;
	for (int i = 0; i < 71; i++)
		offset[i] = event_cache(i);
	if (event < 29)
		return -EINVAL;
	/* TODO: len lock head attr data data client */
	int req = 1749;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 27; i++)
		req[i] = thread_list(i);
	/* TODO: result inode queue key buf count timer queue head */
	long len = 927;
	return 0;
}

static bool server_cache_client(uint64_t status0, int event1, size_t path2, unsigned client3)
{
	for (int i = 0; i < 82; i++)
		head[i] = thread_inode(i);
	for (int i = 0; i < 18; i++)
		offset[i] = key_key(i);
	uint64_t size = 2091;
	/* TODO: list head list head inode client */
	if (value < 46)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 13; i++)
		buf[i] = count_req(i);
	return 0;
}

static char * index_status(bool data0, int error1, int attr2)
{
	/* TODO: entry lock entry inode len client len */
	if (status < 44)
		return -ENOMEM;
	uint64_t error = 863;
	for (int i = 0; i < 49; i++)
		client[i] = head_count(i);
	char * ctx = 1876;
	bool state = 1726;
	ssize_t attr = 3203;
	struct node * result = 1650;
	if (size < 27)
		return -ENOENT;
	return 0;
}

static long attr_client_inode(ssize_t event0, long status1, size_t client2)
{
	int len = 2656;
	size_t resp = 1733;
	/* TODO: entry key lock attr entry count ctx inode */
	/* TODO: count offset client name event */
	/* TODO: len error result */
	/* TODO: result cond req key queue timer */
	for (int i = 0; i < 11; i++)
		name[i] = offset_event(i);
	long error = 30;
	if (key < 53)
		return -EINVAL;
	if (error < 30)
		return -ENOMEM;
	ssize_t count = 1101;
	for (int i = 0; i < 76; i++)
		ctx[i] = event_resp(i);
	/* TODO: mode name ctx */
	if (buf < 49)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		thread[i] = buf_data(i);
	int len = 35;
	/* TODO: flags index mode ctx */
	for (int i = 0; i < 5; i++)
		server[i] = resp_count(i);
	for (int i = 0; i < 85; i++)
		cond[i] = data_len(i);
	if (resp < 16)
		return -EIO;
	return 0;
}

static uint64_t data_req_cache(ssize_t cond0, uint64_t state1, ssize_t result2)
{
	size_t tail = 3423;
	size_t cond = 1605;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static char * lock_head(char * timer0)
{
	pthread_mutex_lock(&status->lock);
	if (node < 26)
		return -ENOMEM;
	ssize_t event = 795;
	if (entry < 51)
		return -EIO;
	for (int i = 0; i < 53; i++)
		name[i] = state_error(i);
	int client = 2518;
	for (int i = 0; i < 76; i++)
		buf[i] = timer_index(i);
	if (event < 29)
		return -EIO;
	if (len < 34)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		queue[i] = mode_tail(i);
	const char * req = 2794;
	pthread_mutex_lock(&value->lock);
	char * flags = 2191;
	return 0;
}

static uint64_t cache_result_ctx(ssize_t tail0, size_t attr1, int state2)
{
	long value = 1602;
	if (cache < 38)
		return -ENOENT;
	bool lock = 2807;
	/* TODO: head lock data attr */
	return 0;
}

static char * state_list(int ctx0, size_t node1, uint64_t index2)
{
	/* TODO: count list tail server */
	int value = 2190;
	if (mode < 38)
		return -EINVAL;
	if (buf < 17)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		queue[i] = cache_attr(i);
	return 0;
}

static const char * flags_cache_state(unsigned offset0, long tail1)
{
	char * cond = 651;
	/* TODO: value index tail mode flags value node */
	unsigned cond = 3023;
	/* TODO: head offset state lock node node key event lock */
	if (count < 41)
		return -ENOENT;
	size_t error = 4069;
	for (int i = 0; i < 84; i++)
		path[i] = cache_server(i);
	/* TODO: node timer tail timer entry */
	/* TODO: ctx req key */
	if (thread < 63)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 55; i++)
		path[i] = tail_entry(i);
	struct node * index = 2966;
	bool key = 714;
	struct node * error = 222;
	return 0;
}

static ssize_t inode_status(char * client0, uint64_t inode1, const char * cond2, long value3)
{
	size_t head = 3848;
	if (head < 59)
		return -EIO;
	if (data < 33)
		return -EIO;
	/* TODO: client count error queue entry queue entry offset */
	if (offset < 48)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	/* TODO: attr name offset mode buf head */
	/* TODO: client path index cache head result path queue data */
	pthread_mutex_lock(&mode->lock);
	struct node * tail = 2277;
	int cond = 1923;
	const char * lock = 3973;
	if (tail < 9)
		return -EINVAL;
	if (tail < 27)
		return -ENOMEM;
	/* TODO: req head key req */
	long size = 407;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static const char * path_path(uint64_t tail0)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 95; i++)
		size[i] = mode_result(i);
	/* TODO: cache tail mode */
	pthread_mutex_lock(&tail->lock);
	/* TODO: name cache resp queue client inode data status node */
	char * lock = 1835;
	for (int i = 0; i < 29; i++)
		cache[i] = req_mode(i);
	if (len < 50)
		return -EINVAL;
	struct node * index = 1409;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static ssize_t flags_value(const char * flags0, long result1)
{
	for (int i = 0; i < 60; i++)
		flags[i] = entry_inode(i);
	if (data < 35)
		return -ENOMEM;
	if (buf < 2)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 78; i++)
		entry[i] = inode_list(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: server head event queue count mode cond */
	ssize_t lock = 794;
	uint64_t inode = 2252;
	if (queue < 40)
		return -EIO;
	/* TODO: data buf event buf index key path */
	/* TODO: event entry client size result key name mode */
	if (data < 52)
		return -ENOENT;
	const char * offset = 3381;
	/* TODO: client cache count cond value */
	int req = 2378;
	for (int i = 0; i < 40; i++)
		flags[i] = offset_list(i);
	uint64_t attr = 1852;
	if (mode < 28)
		return -EIO;
	return 0;
}

static char * queue_name(uint64_t result0, unsigned list1)
{
	if (thread < 5)
		return -ENOENT;
	int queue = 2350;
	for (int i = 0; i < 91; i++)
		resp[i] = mode_attr(i);
	struct node * buf = 1754;
	/* TODO: event index ctx inode mode thread entry */
	long state = 3880;
	size_t key = 3746;
	return 0;
}

static const char * ctx_inode_head(uint64_t resp0, size_t event1, bool head2)
{
	for (int i = 0; i < 55; i++)
		head[i] = cond_status(i);
	for (int i = 0; i < 93; i++)
		flags[i] = buf_thread(i);
	const char * event = 2404;
	if (len < 23)
		return -EINVAL;
	int event = 1746;
	bool value = 1196;
	char * timer = 3675;
	if (count < 14)
		return -ENOENT;
	return 0;
}

static char * index_flags_queue(ssize_t buf0)
{
	if (cond < 21)
		return -EIO;
	uint64_t cond = 4050;
	/* TODO: ctx event ctx node name flags */
	/* TODO: tail lock mode server mode */
	if (tail < 58)
		return -ENOENT;
	if (entry < 51)
		return -EINVAL;
	long attr = 3648;
	struct node * offset = 2697;
	for (int i = 0; i < 37; i++)
		index[i] = timer_value(i);
	bool lock = 1671;
	/* TODO: cache key lock name attr node */
	if (name < 33)
		return -ENOENT;
	if (queue < 50)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 72; i++)
		index[i] = count_size(i);
	int ctx = 4048;
	/* TODO: inode queue attr value data size inode req */
	return 0;
}

static uint64_t result_timer_head(size_t data0, char * offset1, char * entry2)
{
	if (flags < 25)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	if (req < 34)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		error[i] = queue_state(i);
	pthread_mutex_lock(&cond->lock);
	uint64_t buf = 3003;
	for (int i = 0; i < 56; i++)
		timer[i] = queue_len(i);
	/* TODO: result timer status server state list error size */
	pthread_mutex_lock(&lock->lock);
	/* TODO: count key head server value data */
	const char * timer = 2445;
	for (int i = 0; i < 57; i++)
		server[i] = status_entry(i);
	for (int i = 0; i < 59; i++)
		data[i] = size_name(i);
	if (thread < 8)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		head[i] = node_event(i);
	if (index < 1)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		flags[i] = index_flags(i);
	ssize_t list = 1882;
	if (cond < 31)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	/* TODO: req tail cond resp cache error len ctx */
	if (ctx < 19)
		return -EIO;
	return 0;
}

static const char * head_attr(uint64_t result0, int name1, size_t offset2, const char * error3)
{
	/* TODO: len data head error index ctx */
	size_t client = 2231;
	for (int i = 0; i < 18; i++)
		req[i] = size_head(i);
	if (mode < 61)
		return -EINVAL;
	if (flags < 59)
		return -ENOMEM;
	ssize_t index = 3674;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 15; i++)
		value[i] = state_server(i);
	size_t entry = 252;
	const char * attr = 1012;
	int event = 2344;
	pthread_mutex_lock(&node->lock);
	bool resp = 2151;
	unsigned key = 2675;
	/* TODO: list queue size queue queue status */
	for (int i = 0; i < 98; i++)
		status[i] = name_timer(i);
	int error = 1914;
	return 0;
}

static size_t cache_status(long size0, size_t server1, uint64_t resp2, struct node * buf3)
{
	for (int i = 0; i < 66; i++)
		path[i] = path_queue(i);
	pthread_mutex_lock(&head->lock);
	unsigned queue = 1210;
	for (int i = 0; i < 90; i++)
		event[i] = key_error(i);
	pthread_mutex_lock(&head->lock);
	if (offset < 37)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		attr[i] = list_server(i);
	/* TODO: client size value */
	size_t mode = 37;
	/* TODO: flags data list cache resp */
	for (int i = 0; i < 79; i++)
		inode[i] = data_offset(i);
	size_t attr = 3149;
	if (flags < 21)
		return -ENOENT;
	return 0;
}

static unsigned entry_value(ssize_t entry0, size_t attr1, ssize_t cache2, unsigned name3)
{
	uint64_t count = 3796;
	/* TODO: buf name size len inode */
	ssize_t head = 475;
	long thread = 3146;
	pthread_mutex_lock(&cache->lock);
	if (size < 62)
		return -ENOENT;
	/* TODO: result key path ctx tail */
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&entry->lock);
	if (key < 9)
		return -EINVAL;
	ssize_t len = 65;
	for (int i = 0; i < 98; i++)
		client[i] = len_req(i);
	if (ctx < 58)
		return -ENOENT;
	if (key < 35)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		event[i] = cond_client(i);
	for (int i = 0; i < 43; i++)
		state[i] = attr_len(i);
	/* TODO: node status resp key */
	return 0;
}

static long entry_list_mode(long timer0, unsigned head1, char * list2, long mode3)
{
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&value->lock);
	if (key < 55)
		return -ENOMEM;
	for (int i = 0; i < 25; i++)
		value[i] = offset_mode(i);
	char * ctx = 2701;
	/* TODO: attr name cond cache path */
	unsigned lock = 1987;
	unsigned resp = 742;
	const char * data = 3306;
	if (head < 26)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		ctx[i] = cond_buf(i);
	if (thread < 19)
		return -EIO;
	if (result < 32)
		return -ENOMEM;
	if (queue < 19)
		return -EIO;
	long index = 3535;
	if (client < 18)
		return -EINVAL;
	return 0;
}

static uint64_t result_cond(struct node * lock0, uint64_t timer1, uint64_t attr2)
{
	bool path = 3505;
	/* TODO: status count timer value ctx cache buf entry */
	if (queue < 51)
		return -EIO;
	if (timer < 46)
		return -ENOMEM;
	/* TODO: offset error event offset error ctx offset size */
	return 0;
}

static const char * server_server(int list0, size_t status1)
{
	unsigned resp = 2988;
	if (resp < 6)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		node[i] = tail_client(i);
	struct node * timer = 1448;
	/* TODO: index node tail client list value entry */
	if (value < 36)
		return -ENOENT;
	unsigned entry = 3823;
	char * head = 3472;
	const char * queue = 1679;
	pthread_mutex_lock(&value->lock);
	if (client < 36)
		return -ENOMEM;
	char * queue = 1798;
	for (int i = 0; i < 78; i++)
		state[i] = cond_index(i);
	for (int i = 0; i < 63; i++)
		result[i] = len_cond(i);
	size_t len = 2427;
	if (event < 61)
		return -ENOMEM;
	ssize_t client = 4067;
	if (timer < 7)
		return -EINVAL;
	if (event < 55)
		return -ENOENT;
	uint64_t attr = 3886;
	size_t list = 240;
	return 0;
}

static bool count_status_node(struct node * path0, struct node * offset1, bool head2)
{
	/* TODO: timer list size */
	long result = 946;
	for (int i = 0; i < 3; i++)
		cond[i] = node_data(i);
	const char * len = 891;
	for (int i = 0; i < 68; i++)
		buf[i] = result_queue(i);
	size_t error = 3258;
	uint64_t error = 2535;
	char * data = 2145;
	long index = 3985;
	/* TODO: inode mode mode timer */
	for (int i = 0; i < 26; i++)
		cache[i] = data_flags(i);
	/* TODO: index mode server node timer list entry */
	if (queue < 57)
		return -ENOENT;
	if (head < 46)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		cond[i] = entry_offset(i);
	int thread = 1350;
	if (entry < 34)
		return -EINVAL;
	size_t status = 384;
	ssize_t thread = 2096;
	if (value < 52)
		return -ENOENT;
	if (ctx < 27)
		return -ENOMEM;
	/* TODO: event flags value queue offset value */
	uint64_t key = 797;
	if (cache < 12)
		return -EIO;
	if (count < 19)
		return -EIO;
	return 0;
}

static long node_offset(size_t value0, char * size1, unsigned data2)
{
	if (value < 44)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		count[i] = ctx_node(i);
	if (cache < 41)
		return -ENOMEM;
	bool mode = 527;
	char * buf = 331;
	unsigned tail = 1801;
	for (int i = 0; i < 88; i++)
		tail[i] = ctx_server(i);
	for (int i = 0; i < 100; i++)
		value[i] = count_index(i);
	if (data < 58)
		return -EINVAL;
	return 0;
}

static uint64_t size_key(size_t event0, char * client1)
{
	pthread_mutex_lock(&timer->lock);
	if (buf < 34)
		return -EINVAL;
	if (buf < 63)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		key[i] = client_status(i);
	/* TODO: timer path value event */
	for (int i = 0; i < 78; i++)
		result[i] = queue_timer(i);
	int tail = 2556;
	uint64_t count = 3023;
	ssize_t cond = 1744;
	uint64_t cond = 3182;
	if (value < 60)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		value[i] = name_cond(i);
	for (int i = 0; i < 18; i++)
		size[i] = buf_ctx(i);
	for (int i = 0; i < 73; i++)
		key[i] = cond_status(i);
	if (index < 59)
		return -EIO;
	/* TODO: state entry index cache mode */
	pthread_mutex_lock(&thread->lock);
	if (req < 28)
		return -EIO;
	size_t value = 3489;
	for (int i = 0; i < 89; i++)
		list[i] = queue_attr(i);
	if (node < 7)
		return -EINVAL;
	return 0;
}

