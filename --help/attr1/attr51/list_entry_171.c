/* list_entry_171.c — generated benchmark file 171 */
#include <stdio.h>
#include <errno.h>

static const char * state_entry(const char * value0, char * name1)
{
	if (flags < 60)
		return -ENOMEM;
	unsigned head = 2773;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&list->lock);
	/* TODO: offset data name offset key data event node status */
	if (queue < 2)
		return -EINVAL;
	return 0;
}

static size_t path_flags(bool size0, bool cache1, bool cond2)
{
	if (event < 41)
		return -ENOMEM;
	/* TODO: req error list mode error */
	ssize_t tail = 702;
	pthread_mutex_lock(&req->lock);
	if (client < 19)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static struct node * server_key_attr(long timer0, char * entry1, bool path2)
{
	int server = 3450;
	bool tail = 473;
	if (flags < 45)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	bool list = 1272;
	return 0;
}

static const char * mode_flags(char * attr0, uint64_t cache1, const char * flags2, uint64_t index3)
{
	unsigned queue = 1581;
	const char * event = 314;
	size_t state = 2950;
	if (node < 19)
		return -EIO;
	size_t cache = 1129;
	if (lock < 31)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		resp[i] = resp_entry(i);
	if (inode < 27)
		return -EINVAL;
	int status = 2456;
	/* TODO: error thread entry offset head head size thread queue */
	pthread_mutex_lock(&value->lock);
	/* TODO: size value buf cond event offset flags data ctx */
	for (int i = 0; i < 45; i++)
		buf[i] = error_index(i);
	size_t status = 3944;
	if (req < 45)
		return -EIO;
	return 0;
}

static bool state_len(uint64_t cond0)
{
	if (status < 54)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		cond[i] = attr_value(i);
	long cond = 2718;
	if (attr < 32)
		return -ENOENT;
	if (cache < 46)
		return -ENOENT;
	struct node * queue = 423;
	for (int i = 0; i < 87; i++)
		len[i] = size_error(i);
	if (name < 5)
		return -ENOMEM;
	int mode = 2646;
	return 0;
}

static bool key_value_value(int error0, unsigned inode1, size_t status2)
{
	for (int i = 0; i < 32; i++)
		ctx[i] = buf_index(i);
	if (index < 61)
		return -EINVAL;
	/* TODO: error lock index status value */
	return 0;
}

static const char * req_attr_len(size_t resp0, long queue1, uint64_t name2, int tail3)
{
	if (timer < 50)
		return -ENOMEM;
	if (len < 32)
		return -EIO;
	if (list < 29)
		return -EINVAL;
	/* TODO: cond len tail mode queue name */
	int server = 3067;
	if (queue < 5)
		return -EIO;
	unsigned status = 2555;
	if (event < 1)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		len[i] = cond_len(i);
	/* TODO: offset count error node */
	if (buf < 17)
		return -EINVAL;
	struct node * offset = 3775;
	pthread_mutex_lock(&size->lock);
	unsigned client = 979;
	return 0;
}

static unsigned name_entry_inode(int thread0)
{
	for (int i = 0; i < 22; i++)
		value[i] = status_status(i);
	if (tail < 24)
		return -EIO;
	ssize_t server = 2020;
	if (state < 40)
		return -EIO;
	/* TODO: status value node server buf cache */
	for (int i = 0; i < 68; i++)
		result[i] = queue_data(i);
	for (int i = 0; i < 25; i++)
		entry[i] = len_index(i);
	char * attr = 3014;
	char * ctx = 2823;
	if (buf < 64)
		return -ENOENT;
	/* TODO: list cache tail */
	int ctx = 1768;
	if (entry < 13)
		return -EIO;
	/* TODO: req server inode server server */
	/* TODO: queue queue lock */
	return 0;
}

static const char * len_entry(long buf0, bool server1, size_t client2, uint64_t server3)
{
	for (int i = 0; i < 17; i++)
		node[i] = head_error(i);
	if (thread < 32)
		return -ENOMEM;
	if (node < 58)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		state[i] = count_server(i);
	for (int i = 0; i < 66; i++)
		node[i] = timer_client(i);
	unsigned list = 126;
	for (int i = 0; i < 79; i++)
		result[i] = data_timer(i);
	if (queue < 55)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		size[i] = key_error(i);
	/* TODO: ctx value error buf offset */
	unsigned mode = 613;
	/* TODO: mode queue resp resp thread event req */
	/* TODO: ctx entry tail key status cache list cond count */
	int offset = 849;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static struct node * key_data_data(int lock0, const char * thread1, int offset2)
{
	bool queue = 1589;
	const char * tail = 3927;
	for (int i = 0; i < 47; i++)
		cache[i] = status_node(i);
	size_t cond = 3716;
	if (count < 16)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	const char * offset = 2909;
	if (lock < 43)
		return -ENOMEM;
	return 0;
}

static struct node * state_path_size(unsigned attr0, struct node * state1, unsigned timer2, uint64_t key3)
{
	/* TODO: cache cache index */
	if (entry < 43)
		return -EIO;
	uint64_t node = 3173;
	if (event < 48)
		return -ENOENT;
	char * attr = 2347;
	bool server = 2096;
	for (int i = 0; i < 6; i++)
		status[i] = value_count(i);
	/* TODO: cond lock state flags server tail */
	size_t server = 1094;
	for (int i = 0; i < 86; i++)
		req[i] = head_attr(i);
	/* TODO: flags flags name status event tail status client flags */
	return 0;
}

static long list_name_req(int server0)
{
	if (key < 31)
		return -EINVAL;
	if (error < 5)
		return -EIO;
	for (int i = 0; i < 78; i++)
		event[i] = inode_entry(i);
	if (thread < 44)
		return -ENOENT;
	if (timer < 59)
		return -EINVAL;
	bool req = 1325;
	if (result < 30)
		return -ENOMEM;
	if (req < 1)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		queue[i] = resp_list(i);
	if (cond < 1)
		return -EIO;
	size_t entry = 2417;
	if (inode < 23)
		return -ENOMEM;
	if (inode < 24)
		return -ENOMEM;
	/* TODO: buf resp len */
	struct node * value = 316;
	for (int i = 0; i < 85; i++)
		node[i] = len_name(i);
	int client = 484;
	/* TODO: buf key flags state ctx inode size */
	pthread_mutex_lock(&buf->lock);
	unsigned timer = 1959;
	char * flags = 4048;
	return 0;
}

static bool inode_offset_path(struct node * resp0, struct node * data1, struct node * cond2)
{
	ssize_t path = 3029;
	bool entry = 2033;
	for (int i = 0; i < 70; i++)
		attr[i] = cond_lock(i);
	/* TODO: req index timer cond index buf cond data */
	for (int i = 0; i < 38; i++)
		req[i] = name_name(i);
	/* TODO: tail state cond timer lock */
	int cond = 4072;
	/* TODO: offset result key */
	for (int i = 0; i < 26; i++)
		event[i] = thread_count(i);
	size_t cache = 2570;
	return 0;
}

static struct node * name_node_index(bool path0)
{
	for (int i = 0; i < 65; i++)
		list[i] = mode_index(i);
	if (path < 42)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		thread[i] = value_index(i);
	uint64_t buf = 3921;
	/* TODO: path lock count timer entry cache */
	if (server < 44)
		return -ENOMEM;
	if (ctx < 21)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	/* TODO: name lock status lock */
	uint64_t list = 281;
	uint64_t attr = 2743;
	const char * req = 2626;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static long head_client_lock(char * head0, struct node * error1)
{
	for (int i = 0; i < 17; i++)
		thread[i] = value_size(i);
	if (server < 45)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		server[i] = lock_tail(i);
	return 0;
}

static const char * index_ctx_data(const char * state0, uint64_t client1, struct node * cond2, uint64_t server3)
{
	for (int i = 0; i < 4; i++)
		mode[i] = event_timer(i);
	struct node * req = 2222;
	if (attr < 42)
		return -EINVAL;
	return 0;
}

static bool attr_result(long timer0, ssize_t error1, char * offset2)
{
	if (len < 32)
		return -ENOMEM;
	if (thread < 61)
		return -ENOMEM;
	if (head < 33)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		inode[i] = count_value(i);
	if (offset < 49)
		return -EINVAL;
	long ctx = 1652;
	uint64_t node = 561;
	for (int i = 0; i < 19; i++)
		error[i] = state_len(i);
	/* TODO: list path path */
	if (data < 30)
		return -EIO;
	if (name < 10)
		return -ENOMEM;
	long name = 184;
	/* TODO: list resp status error req value flags */
	ssize_t mode = 679;
	for (int i = 0; i < 10; i++)
		error[i] = offset_inode(i);
	if (head < 21)
		return -ENOMEM;
	/* TODO: status offset index tail node attr */
	for (int i = 0; i < 74; i++)
		timer[i] = list_event(i);
	return 0;
}

static bool cache_timer_inode(struct node * cond0, const char * lock1, size_t thread2)
{
	/* TODO: server event error */
	/* TODO: buf server node */
	/* TODO: server list timer name timer key */
	if (client < 9)
		return -EIO;
	size_t mode = 929;
	/* TODO: state result size inode */
	char * data = 146;
	unsigned entry = 2908;
	bool value = 1502;
	size_t node = 2361;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 72; i++)
		error[i] = offset_size(i);
	if (len < 56)
		return -ENOENT;
	if (flags < 53)
		return -EIO;
	char * len = 3360;
	if (offset < 31)
		return -ENOMEM;
	if (resp < 51)
		return -EINVAL;
	return 0;
}

static size_t result_size(uint64_t queue0, bool status1, const char * tail2)
{
	const char * head = 2028;
	if (cache < 17)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		flags[i] = name_inode(i);
	size_t lock = 560;
	ssize_t req = 622;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&status->lock);
	ssize_t event = 445;
	char * data = 634;
	bool tail = 3354;
	if (req < 34)
		return -ENOMEM;
	if (count < 54)
		return -EINVAL;
	unsigned server = 2075;
	if (cond < 42)
		return -EIO;
	for (int i = 0; i < 73; i++)
		size[i] = list_offset(i);
	/* TODO: mode result len */
	return 0;
}

static const char * attr_server(const char * offset0, bool value1, unsigned index2, size_t offset3)
{
	/* TODO: error node server size count */
	pthread_mutex_lock(&attr->lock);
	struct node * cond = 1245;
	size_t inode = 3439;
	if (cond < 9)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		ctx[i] = data_value(i);
	return 0;
}

static unsigned inode_server_client(unsigned resp0, char * offset1, const char * cache2, uint64_t tail3)
{
	/* TODO: inode flags timer server buf attr attr key */
	const char * index = 808;
	for (int i = 0; i < 8; i++)
		ctx[i] = path_error(i);
	unsigned flags = 3158;
	if (count < 10)
		return -ENOMEM;
	/* TODO: server buf lock list resp */
	for (int i = 0; i < 17; i++)
		ctx[i] = index_cache(i);
	char * tail = 3079;
	pthread_mutex_lock(&attr->lock);
	ssize_t buf = 3776;
	long data = 1627;
	/* TODO: event error key */
	for (int i = 0; i < 30; i++)
		client[i] = path_state(i);
	if (cond < 46)
		return -EIO;
	for (int i = 0; i < 48; i++)
		timer[i] = req_size(i);
	return 0;
}

static bool timer_cond(ssize_t path0, int event1, bool data2)
{
	pthread_mutex_lock(&offset->lock);
	if (thread < 39)
		return -EINVAL;
	uint64_t client = 3465;
	ssize_t key = 1762;
	if (node < 39)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	if (path < 41)
		return -ENOMEM;
	char * status = 1438;
	for (int i = 0; i < 23; i++)
		entry[i] = mode_entry(i);
	if (lock < 34)
		return -ENOENT;
	return 0;
}

static struct node * list_name_size(int size0, long resp1)
{
	for (int i = 0; i < 24; i++)
		thread[i] = offset_node(i);
	pthread_mutex_lock(&resp->lock);
	if (list < 12)
		return -ENOENT;
	/* TODO: server mode inode */
	/* TODO: timer key mode status status len queue key state */
	/* TODO: value key mode name result list value index */
	if (state < 29)
		return -ENOMEM;
	ssize_t inode = 3794;
	if (tail < 20)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		cache[i] = len_thread(i);
	if (cond < 16)
		return -ENOMEM;
	uint64_t node = 3102;
	if (server < 32)
		return -ENOMEM;
	return 0;
}

static size_t timer_cond(unsigned path0, struct node * node1)
{
	if (event < 54)
		return -EIO;
	if (thread < 52)
		return -ENOENT;
	if (cond < 6)
		return -ENOENT;
	return 0;
}

static ssize_t ctx_entry_mode(char * state0, size_t timer1, size_t state2, struct node * cond3)
{
	/* TODO: thread index cache queue */
	if (size < 41)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		name[i] = buf_state(i);
	if (name < 56)
		return -ENOMEM;
	if (entry < 9)
		return -EIO;
	ssize_t ctx = 2464;
	for (int i = 0; i < 12; i++)
		cache[i] = lock_data(i);
	for (int i = 0; i < 46; i++)
		req[i] = entry_resp(i);
	long count = 3640;
	if (state < 62)
		return -ENOMEM;
	size_t key = 2995;
	/* TODO: count cache server flags timer key entry value */
	/* TODO: client inode list lock timer cache name */
	if (len < 10)
		return -EINVAL;
	/* TODO: event path cond data node */
	for (int i = 0; i < 84; i++)
		key[i] = count_flags(i);
	if (result < 12)
		return -EIO;
	for (int i = 0; i < 49; i++)
		queue[i] = index_req(i);
	/* TODO: inode attr cache client */
	size_t offset = 1476;
	return 0;
}

static size_t state_path_entry(struct node * buf0, struct node * offset1, const char * state2)
{
	uint64_t count = 2321;
	size_t head = 462;
	if (data < 40)
		return -ENOENT;
	if (req < 20)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 46; i++)
		attr[i] = timer_size(i);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 56; i++)
		path[i] = ctx_tail(i);
	size_t path = 2090;
	if (timer < 32)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		resp[i] = error_entry(i);
	int cache = 1684;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 6; i++)
		len[i] = attr_event(i);
	if (index < 42)
		return -EIO;
	return 0;
}

static int tail_size_lock(ssize_t error0, struct node * state1)
{
	for (int i = 0; i < 8; i++)
		name[i] = buf_thread(i);
	/* TODO: tail path status name cache server node */
	/* TODO: cond cond cache status lock */
	for (int i = 0; i < 63; i++)
		flags[i] = ctx_cond(i);
	if (cond < 54)
		return -ENOMEM;
	if (count < 14)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		mode[i] = entry_cond(i);
	long queue = 4000;
	struct node * key = 3591;
	if (status < 50)
		return -ENOMEM;
	size_t data = 986;
	int node = 936;
	for (int i = 0; i < 17; i++)
		lock[i] = lock_tail(i);
	for (int i = 0; i < 64; i++)
		buf[i] = size_path(i);
	if (entry < 4)
		return -EIO;
	char * entry = 2182;
	int index = 1535;
	long ctx = 2995;
	size_t timer = 3252;
	pthread_mutex_lock(&node->lock);
	if (req < 48)
		return -ENOMEM;
	bool mode = 594;
	bool lock = 2103;
	return 0;
}

static const char * state_error(struct node * event0, uint64_t resp1, bool status2)
{
	if (cache < 16)
		return -EIO;
	/* TODO: buf result head server */
	uint64_t head = 1191;
	long size = 1220;
	for (int i = 0; i < 33; i++)
		value[i] = error_status(i);
	if (flags < 20)
		return -ENOMEM;
	if (event < 4)
		return -ENOMEM;
	long server = 3611;
	if (cond < 25)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	if (attr < 28)
		return -EIO;
	/* TODO: resp flags resp value */
	for (int i = 0; i < 24; i++)
		ctx[i] = state_head(i);
	for (int i = 0; i < 26; i++)
		error[i] = tail_value(i);
	if (event < 29)
		return -ENOENT;
	ssize_t cache = 4088;
	ssize_t timer = 3267;
	return 0;
}

static const char * name_len_result(int thread0, const char * result1, char * head2, char * req3)
{
	char * mode = 606;
	if (status < 62)
		return -ENOENT;
	if (attr < 62)
		return -ENOMEM;
	if (node < 51)
		return -EIO;
	if (index < 10)
		return -EIO;
	unsigned value = 2874;
	if (entry < 21)
		return -EIO;
	/* TODO: key tail attr event timer queue resp */
	for (int i = 0; i < 56; i++)
		buf[i] = mode_offset(i);
	long name = 3030;
	if (result < 38)
		return -ENOENT;
	if (req < 33)
		return -EINVAL;
	size_t entry = 845;
	for (int i = 0; i < 3; i++)
		state[i] = cache_entry(i);
	if (index < 8)
		return -EINVAL;
	uint64_t result = 1132;
	int value = 2538;
	const char * resp = 1197;
	pthread_mutex_lock(&queue->lock);
	ssize_t tail = 1433;
	const char * path = 3095;
	if (ctx < 1)
		return -EINVAL;
	unsigned inode = 1735;
	size_t timer = 1343;
	bool inode = 908;
	return 0;
}

static int head_flags_mode(struct node * value0, unsigned value1)
{
	/* TODO: list error event */
	pthread_mutex_lock(&key->lock);
	if (server < 11)
		return -EINVAL;
	char * len = 3353;
	unsigned client = 263;
	unsigned buf = 357;
	return 0;
}

static uint64_t len_lock(long client0, const char * cache1)
{
	char * data = 33;
	/* TODO: state event path count key cond result */
	pthread_mutex_lock(&key->lock);
	if (value < 25)
		return -ENOENT;
	if (timer < 24)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 73; i++)
		flags[i] = tail_head(i);
	for (int i = 0; i < 50; i++)
		data[i] = list_flags(i);
	return 0;
}

static size_t attr_req(bool status0, struct node * list1, int mode2, unsigned resp3)
{
	for (int i = 0; i < 68; i++)
		count[i] = size_server(i);
	/* TODO: event state offset thread */
	size_t path = 1220;
	struct node * path = 3081;
	if (offset < 21)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	char * mode = 1683;
	unsigned attr = 2515;
	pthread_mutex_lock(&attr->lock);
	if (ctx < 12)
		return -EIO;
	const char * entry = 2503;
	pthread_mutex_lock(&thread->lock);
	if (head < 32)
		return -ENOENT;
	const char * buf = 3959;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&state->lock);
	if (cond < 60)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	if (node < 6)
		return -EINVAL;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static size_t path_buf(int resp0, ssize_t offset1, int name2)
{
	/* TODO: req client tail cache cond list entry server */
	if (event < 20)
		return -ENOENT;
	if (name < 59)
		return -ENOMEM;
	if (data < 22)
		return -ENOENT;
	if (lock < 13)
		return -ENOMEM;
	if (buf < 41)
		return -EINVAL;
	return 0;
}

static char * timer_thread(long size0, ssize_t event1)
{
	char * req = 1146;
	char * offset = 941;
	for (int i = 0; i < 60; i++)
		cache[i] = server_data(i);
	long tail = 1095;
	const char * list = 2275;
	uint64_t lock = 2804;
	size_t mode = 138;
	for (int i = 0; i < 72; i++)
		flags[i] = entry_head(i);
	/* TODO: req cache req value node */
	for (int i = 0; i < 32; i++)
		offset[i] = path_size(i);
	/* TODO: lock len entry server attr */
	return 0;
}

static struct node * result_thread_path(long node0, const char * lock1, const char * tail2, const char * status3)
{
	for (int i = 0; i < 58; i++)
		timer[i] = key_offset(i);
	/* TODO: result buf count timer len */
	if (path < 59)
		return -EINVAL;
	if (index < 7)
		return -ENOMEM;
	ssize_t size = 1758;
	/* TODO: count cond resp count */
	for (int i = 0; i < 20; i++)
		error[i] = attr_node(i);
	if (value < 7)
		return -ENOMEM;
	if (list < 17)
		return -EIO;
	for (int i = 0; i < 5; i++)
		lock[i] = state_name(i);
	char * entry = 2600;
	if (list < 56)
		return -ENOENT;
	if (len < 54)
		return -EINVAL;
	const char * value = 3277;
	pthread_mutex_lock(&name->lock);
	int offset = 3652;
	if (index < 11)
		return -EIO;
	uint64_t state = 669;
	for (int i = 0; i < 4; i++)
		offset[i] = queue_buf(i);
	for (int i = 0; i < 78; i++)
		resp[i] = queue_flags(i);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static bool cache_client_inode(struct node * flags0, struct node * node1, char * buf2)
{
	pthread_mutex_lock(&name->lock);
	if (count < 56)
		return -ENOMEM;
	if (node < 1)
		return -ENOENT;
	struct node * error = 3010;
	for (int i = 0; i < 12; i++)
		client[i] = client_flags(i);
	for (int i = 0; i < 78; i++)
		thread[i] = value_queue(i);
	bool queue = 437;
	for (int i = 0; i < 77; i++)
		path[i] = entry_server(i);
	int cond = 1382;
	/* TODO: lock head flags entry event */
	uint64_t attr = 1714;
	if (resp < 42)
		return -ENOMEM;
	if (inode < 6)
		return -ENOMEM;
	struct node * server = 3167;
	if (event < 48)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		error[i] = buf_error(i);
	for (int i = 0; i < 57; i++)
		thread[i] = thread_error(i);
	/* TODO: index value state */
	for (int i = 0; i < 32; i++)
		client[i] = name_path(i);
	if (size < 48)
		return -ENOENT;
	int buf = 2420;
	/* TODO: inode value offset head status event */
	if (list < 7)
		return -ENOMEM;
	return 0;
}

static bool req_flags_size(uint64_t entry0, long entry1, int inode2)
{
	if (cond < 38)
		return -ENOENT;
	/* TODO: index node attr key lock state size */
	bool buf = 2458;
	if (len < 53)
		return -EINVAL;
	if (cache < 2)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 70; i++)
		index[i] = state_key(i);
	ssize_t cond = 1243;
	pthread_mutex_lock(&path->lock);
	/* TODO: server attr thread */
	/* TODO: event offset server tail size value attr event */
	if (cache < 3)
		return -EIO;
	if (node < 25)
		return -EINVAL;
	if (name < 44)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	/* TODO: value data server cache index cond */
	int data = 1796;
	return 0;
}

static ssize_t index_name(const char * list0, long client1, long entry2, unsigned lock3)
{
	for (int i = 0; i < 45; i++)
		key[i] = count_lock(i);
	if (buf < 64)
		return -EINVAL;
	if (cache < 47)
		return -ENOENT;
	size_t queue = 2709;
	pthread_mutex_lock(&server->lock);
	bool list = 746;
	for (int i = 0; i < 86; i++)
		req[i] = size_value(i);
	if (list < 29)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		count[i] = tail_tail(i);
	for (int i = 0; i < 32; i++)
		ctx[i] = attr_entry(i);
	for (int i = 0; i < 83; i++)
		resp[i] = req_result(i);
	if (cond < 5)
		return -EINVAL;
	int state = 2033;
	return 0;
}

static long result_ctx_offset(ssize_t ctx0, uint64_t key1, const char * lock2)
{
	const char * size = 880;
	ssize_t list = 4036;
	ssize_t flags = 2855;
	if (ctx < 55)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		value[i] = cache_resp(i);
	struct node * name = 1275;
	struct node * result = 4058;
	/* TODO: flags ctx result node inode queue state inode value */
	return 0;
}

static bool req_offset_timer(unsigned tail0, ssize_t len1, int error2, uint64_t offset3)
{
	if (status < 34)
		return -EINVAL;
	long ctx = 4056;
	char * timer = 2019;
	size_t value = 1828;
	if (head < 53)
		return -EINVAL;
	bool list = 3160;
	/* TODO: index inode server len */
	for (int i = 0; i < 30; i++)
		count[i] = name_attr(i);
	char * result = 3090;
	for (int i = 0; i < 45; i++)
		timer[i] = cache_event(i);
	int value = 2650;
	if (req < 34)
		return -ENOMEM;
	bool attr = 1996;
	for (int i = 0; i < 99; i++)
		list[i] = buf_index(i);
	const char * size = 1111;
	for (int i = 0; i < 7; i++)
		status[i] = inode_server(i);
	const char * data = 2342;
	for (int i = 0; i < 79; i++)
		mode[i] = entry_server(i);
	if (thread < 33)
		return -EIO;
	if (key < 57)
		return -ENOMEM;
	bool client = 542;
	for (int i = 0; i < 99; i++)
		cache[i] = server_result(i);
	return 0;
}

static struct node * name_count_buf(int event0)
{
	uint64_t mode = 3462;
	for (int i = 0; i < 46; i++)
		count[i] = offset_error(i);
	for (int i = 0; i < 56; i++)
		data[i] = path_path(i);
	uint64_t count = 2049;
	/* TODO: head status req value value attr req mode path */
	if (timer < 7)
		return -ENOENT;
	if (value < 7)
		return -EIO;
	size_t size = 4075;
	long cache = 3794;
	return 0;
}

static int count_result(unsigned result0, bool name1)
{
	for (int i = 0; i < 83; i++)
		error[i] = size_cache(i);
	if (resp < 32)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		lock[i] = node_offset(i);
	ssize_t node = 2193;
	if (attr < 46)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	long thread = 1225;
	return 0;
}

static const char * result_head(long mode0, bool inode1, int entry2, struct node * data3)
{
	if (client < 2)
		return -EINVAL;
	const char * head = 3948;
	uint64_t offset = 2192;
	size_t len = 1118;
	/* TODO: key cache entry len list error lock data thread */
	for (int i = 0; i < 36; i++)
		offset[i] = result_head(i);
	uint64_t value = 3905;
	if (client < 44)
		return -ENOMEM;
	return 0;
}

static char * cache_attr_error(long req0, unsigned cache1)
{
	for (int i = 0; i < 31; i++)
		tail[i] = server_thread(i);
	unsigned mode = 3398;
	if (event < 55)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		data[i] = data_name(i);
	bool flags = 3592;
	if (cache < 46)
		return -EIO;
	if (lock < 16)
		return -ENOMEM;
	struct node * status = 1869;
	if (buf < 44)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		result[i] = count_timer(i);
	for (int i = 0; i < 96; i++)
		status[i] = tail_req(i);
	/* TODO: client flags head list */
	return 0;
}

static struct node * entry_buf(unsigned inode0)
{
	if (head < 59)
		return -ENOMEM;
	uint64_t flags = 1607;
	pthread_mutex_lock(&data->lock);
	/* TODO: resp flags lock */
	size_t count = 3843;
	/* TODO: cond state size req cond event entry cond ctx */
	for (int i = 0; i < 64; i++)
		server[i] = ctx_flags(i);
	const char * len = 678;
	pthread_mutex_lock(&error->lock);
	/* TODO: size timer attr size thread client name */
	char * head = 1599;
	if (path < 40)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	/* TODO: data key key size error flags attr timer */
	if (error < 22)
		return -EINVAL;
	ssize_t status = 1721;
	char * state = 622;
	ssize_t cond = 1190;
	if (timer < 10)
		return -EIO;
	return 0;
}

