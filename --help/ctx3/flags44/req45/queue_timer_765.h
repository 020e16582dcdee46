/* queue_timer_765.h — generated benchmark file 765 */
#include <stdio.h>
#include <errno.h>

static long resp_tail_key(unsigned entry0, size_t inode1)
{
	for (int i = 0; i < 18; i++)
		node[i] = offset_tail(i);
	/* TODO: len node inode cond data value server timer status */
	size_t count = 754;
	pthread_mutex_lock(&event->lock);
	bool req = 1016;
	long timer = 1154;
	if (attr < 32)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	size_t mode = 529;
	unsigned node = 197;
	if (server < 23)
		return -ENOENT;
	/* TODO: inode path client */
	for (int i = 0; i < 22; i++)
		event[i] = cond_name(i);
	char * buf = 2321;
	uint64_t server = 3441;
	long error = 3513;
	for (int i = 0; i < 12; i++)
		req[i] = tail_req(i);
	bool status = 3648;
	return 0;
}

static uint64_t buf_cache_timer(ssize_t lock0, long value1, char * server2)
{
	for (int i = 0; i < 63; i++)
		key[i] = data_key(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: cache cache result flags */
	/* TODO: event offset path index */
	if (resp < 15)
		return -EINVAL;
	ssize_t cond = 1850;
	for (int i = 0; i < 72; i++)
		len[i] = result_thread(i);
	if (data < 57)
		return -EINVAL;
	/* TODO: lock tail value list inode key */
	struct node * tail = 2158;
	ssize_t req = 3887;
	ssize_t name = 3597;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 90; i++)
		resp[i] = entry_node(i);
	pthread_mutex_lock(&attr->lock);
	int state = 2913;
	/* TODO: error attr result timer count key data req status */
	pthread_mutex_lock(&index->lock);
	const char * data = 454;
	if (result < 19)
		return -EINVAL;
	if (server < 11)
		return -ENOENT;
	if (server < 56)
		return -ENOENT;
	/* TODO: thread lock timer count */
	if (flags < 54)
		return -ENOENT;
	return 0;
}

static struct node * key_status_timer(char * buf0, int data1)
{
	bool attr = 1112;
	uint64_t state = 3720;
	int buf = 3064;
	for (int i = 0; i < 79; i++)
		req[i] = path_key(i);
	/* TODO: req data ctx inode flags count */
	size_t name = 1135;
	unsigned lock = 290;
	struct node * entry = 3381;
	return 0;
}

static struct node * name_attr_event(unsigned offset0)
{
	uint64_t timer = 2434;
	/* TODO: flags head offset index inode queue lock state queue */
	if (state < 10)
		return -ENOENT;
	/* TODO: lock status len value index node */
	if (index < 44)
		return -ENOENT;
	unsigned value = 230;
	if (timer < 18)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 70; i++)
		resp[i] = req_inode(i);
	if (client < 34)
		return -EINVAL;
	/* TODO: thread error key inode list */
	pthread_mutex_lock(&mode->lock);
	if (queue < 41)
		return -EIO;
	/* TODO: cond index cond */
	/* TODO: req node offset len name resp resp */
	unsigned name = 536;
	for (int i = 0; i < 36; i++)
		queue[i] = len_path(i);
	for (int i = 0; i < 81; i++)
		attr[i] = event_buf(i);
	/* TODO: req req server */
	uint64_t inode = 3966;
	pthread_mutex_lock(&timer->lock);
	if (name < 1)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 4; i++)
		offset[i] = state_timer(i);
	return 0;
}

static const char * node_client_flags(char * status0, unsigned lock1, ssize_t offset2)
{
	long len = 3672;
	if (lock < 63)
		return -EIO;
	/* TODO: mode path data status name mode */
	/* TODO: name path timer entry offset result index tail lock */
	for (int i = 0; i < 15; i++)
		size[i] = ctx_value(i);
	int timer = 2640;
	if (attr < 34)
		return -ENOENT;
	if (head < 62)
		return -EIO;
	bool buf = 3550;
	for (int i = 0; i < 98; i++)
		value[i] = inode_ctx(i);
	for (int i = 0; i < 97; i++)
		server[i] = head_name(i);
	if (tail < 28)
		return -EIO;
	if (thread < 2)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		cond[i] = attr_inode(i);
	for (int i = 0; i < 40; i++)
		ctx[i] = len_path(i);
	for (int i = 0; i < 4; i++)
		data[i] = offset_count(i);
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&index->lock);
	/* TODO: buf cache cond buf index head */
	for (int i = 0; i < 20; i++)
		mode[i] = len_resp(i);
	/* TODO: flags offset ctx attr */
	for (int i = 0; i < 39; i++)
		lock[i] = key_entry(i);
	for (int i = 0; i < 19; i++)
		resp[i] = client_path(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static long path_ctx_head(const char * cache0, int len1, long len2, struct node * resp3)
{
	if (len < 36)
		return -EIO;
	unsigned node = 1515;
	if (error < 59)
		return -ENOMEM;
	if (resp < 20)
		return -EINVAL;
	struct node * result = 1465;
	if (ctx < 54)
		return -EINVAL;
	size_t status = 1174;
	/* TODO: server data buf cache len */
	return 0;
}

static const char * len_value(long mode0)
{
	if (tail < 64)
		return -EINVAL;
	size_t lock = 1533;
	pthread_mutex_lock(&attr->lock);
	ssize_t data = 2888;
	if (lock < 21)
		return -ENOENT;
	/* TODO: tail tail flags */
	long flags = 3379;
	/* TODO: value state len status */
	for (int i = 0; i < 3; i++)
		state[i] = state_result(i);
	/* TODO: client tail queue cache offset server */
	const char * event = 2831;
	if (cond < 55)
		return -ENOMEM;
	if (path < 41)
		return -EINVAL;
	const char * result = 3261;
	pthread_mutex_lock(&key->lock);
	if (name < 26)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		index[i] = attr_head(i);
	const char * server = 2786;
	for (int i = 0; i < 27; i++)
		tail[i] = value_path(i);
	return 0;
}

static int server_timer_tail(char * cond0, char * index1, const char * value2)
{
	bool flags = 1037;
	if (count < 3)
		return -ENOENT;
	/* TODO: tail list resp offset resp */
	pthread_mutex_lock(&lock->lock);
	if (data < 32)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		lock[i] = head_event(i);
	for (int i = 0; i < 68; i++)
		server[i] = index_data(i);
	return 0;
}

static const char * cond_node(const char * client0, bool attr1, uint64_t attr2)
{
	/* TODO: ctx event path timer state list path status */
	long node = 142;
	for (int i = 0; i < 53; i++)
		data[i] = error_path(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: flags server inode req node status state flags */
	long data = 2349;
	if (resp < 28)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		len[i] = count_timer(i);
	if (entry < 11)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		key[i] = count_mode(i);
	uint64_t index = 576;
	long buf = 1606;
	long client = 890;
	unsigned cond = 1144;
	if (thread < 2)
		return -EIO;
	if (tail < 42)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	unsigned data = 3312;
	ssize_t size = 3518;
	return 0;
}

static unsigned flags_ctx(uint64_t server0, uint64_t req1, struct node * status2, uint64_t cache3)
{
	if (count < 14)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: thread event path offset error entry tail */
	int offset = 3820;
	if (result < 38)
		return -ENOENT;
	return 0;
}

static bool client_cond_count(size_t key0, const char * attr1, int attr2, char * cond3)
{
	unsigned buf = 3552;
	if (ctx < 42)
		return -EIO;
	/* TODO: value data thread size path value client lock */
	pthread_mutex_lock(&data->lock);
	/* TODO: state resp count error flags req value flags attr */
	/* TODO: resp error lock event buf */
	/* TODO: req attr inode inode event value */
	for (int i = 0; i < 46; i++)
		ctx[i] = result_timer(i);
	/* TODO: client name status index event client cond */
	for (int i = 0; i < 56; i++)
		event[i] = cond_tail(i);
	return 0;
}

static long cache_size(size_t thread0, uint64_t count1, bool mode2, struct node * size3)
{
	if (count < 59)
		return -EIO;
	if (queue < 58)
		return -ENOENT;
	char * buf = 2029;
	if (req < 10)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	if (ctx < 51)
		return -EINVAL;
	size_t index = 3287;
	for (int i = 0; i < 9; i++)
		node[i] = offset_head(i);
	/* TODO: flags timer data list cond entry req mode */
	for (int i = 0; i < 73; i++)
		inode[i] = size_offset(i);
	/* TODO: event timer server */
	unsigned node = 2259;
	long entry = 2933;
	pthread_mutex_lock(&error->lock);
	/* TODO: thread buf len */
	long ctx = 2134;
	pthread_mutex_lock(&cache->lock);
	if (inode < 62)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static const char * head_mode(char * timer0)
{
	if (size < 49)
		return -ENOENT;
	/* TODO: client status cond error client result queue */
	long req = 3103;
	for (int i = 0; i < 36; i++)
		req[i] = data_entry(i);
	char * node = 1988;
	long offset = 2667;
	int status = 2927;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 78; i++)
		timer[i] = state_resp(i);
	/* TODO: entry client path thread server value event count cond */
	size_t inode = 901;
	if (event < 15)
		return -ENOENT;
	size_t event = 711;
	for (int i = 0; i < 85; i++)
		len[i] = client_client(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&timer->lock);
	const char * mode = 249;
	if (lock < 46)
		return -EIO;
	size_t node = 168;
	for (int i = 0; i < 20; i++)
		result[i] = count_buf(i);
	if (len < 42)
		return -EINVAL;
	/* TODO: flags value entry event index attr inode count entry */
	for (int i = 0; i < 33; i++)
		key[i] = head_thread(i);
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 87; i++)
		flags[i] = thread_node(i);
	return 0;
}

static struct node * resp_server_flags(const char * resp0, unsigned path1, struct node * buf2)
{
	char * cache = 385;
	char * ctx = 3990;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 24; i++)
		key[i] = value_mode(i);
	/* TODO: buf flags event name */
	if (client < 32)
		return -ENOENT;
	bool head = 3849;
	if (server < 9)
		return -EINVAL;
	char * flags = 3681;
	/* TODO: name thread path index path server mode key event */
	struct node * data = 2666;
	for (int i = 0; i < 22; i++)
		thread[i] = inode_queue(i);
	for (int i = 0; i < 7; i++)
		cond[i] = state_timer(i);
	size_t name = 2679;
	for (int i = 0; i < 49; i++)
		entry[i] = value_thread(i);
	bool client = 2256;
	/* TODO: attr result inode lock thread name client index size */
	size_t size = 3206;
	if (path < 34)
		return -ENOENT;
	return 0;
}

static const char * event_count(char * offset0, long timer1, uint64_t entry2, const char * value3)
{
	for (int i = 0; i < 19; i++)
		key[i] = size_status(i);
	for (int i = 0; i < 42; i++)
		event[i] = flags_flags(i);
	/* TODO: client mode mode server */
	size_t path = 610;
	struct node * offset = 911;
	if (buf < 14)
		return -ENOENT;
	const char * entry = 2874;
	if (offset < 7)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		ctx[i] = cond_req(i);
	struct node * cache = 188;
	return 0;
}

static const char * name_buf_count(ssize_t status0, unsigned name1, const char * result2)
{
	struct node * attr = 1474;
	struct node * size = 2582;
	pthread_mutex_lock(&lock->lock);
	ssize_t status = 989;
	ssize_t offset = 3946;
	pthread_mutex_lock(&head->lock);
	ssize_t event = 3940;
	if (thread < 18)
		return -EIO;
	bool key = 1222;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&resp->lock);
	if (key < 15)
		return -ENOMEM;
	/* TODO: len cache tail flags queue client result event */
	if (queue < 21)
		return -ENOMEM;
	return 0;
}

static long req_mode_inode(uint64_t mode0, size_t thread1)
{
	if (node < 19)
		return -ENOENT;
	char * flags = 2682;
	if (list < 58)
		return -EIO;
	for (int i = 0; i < 98; i++)
		client[i] = client_error(i);
	ssize_t node = 0;
	if (event < 12)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		event[i] = key_lock(i);
	int queue = 1687;
	size_t tail = 879;
	/* TODO: lock name size ctx path status */
	/* TODO: count name result node cache */
	char * cond = 595;
	return 0;
}

static char * index_timer_buf(uint64_t event0, size_t client1, size_t cond2)
{
	/* TODO: value cache tail list buf */
	struct node * error = 3401;
	if (mode < 26)
		return -ENOMEM;
	if (list < 8)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		cond[i] = list_data(i);
	/* TODO: flags timer attr buf count */
	for (int i = 0; i < 80; i++)
		thread[i] = event_tail(i);
	for (int i = 0; i < 30; i++)
		thread[i] = mode_offset(i);
	/* TODO: path attr index offset event mode */
	ssize_t len = 2351;
	if (head < 45)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		name[i] = flags_event(i);
	return 0;
}

static struct node * error_resp(uint64_t queue0)
{
	for (int i = 0; i < 69; i++)
		node[i] = key_lock(i);
	const char * status = 3584;
	if (buf < 51)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		inode[i] = queue_index(i);
	pthread_mutex_lock(&count->lock);
	size_t len = 460;
	const char * node = 2290;
	unsigned timer = 3521;
	pthread_mutex_lock(&offset->lock);
	/* TODO: server req error lock ctx name list server data */
	if (path < 52)
		return -EIO;
	for (int i = 0; i < 46; i++)
		ctx[i] = timer_ctx(i);
	char * req = 4090;
	for (int i = 0; i < 15; i++)
		timer[i] = name_cache(i);
	if (tail < 45)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		event[i] = key_thread(i);
	bool attr = 2329;
	/* TODO: resp req client */
	pthread_mutex_lock(&mode->lock);
	ssize_t size = 2419;
	/* TODO: mode entry buf timer client tail attr req name */
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 98; i++)
		status[i] = thread_event(i);
	return 0;
}

static bool list_count(unsigned cache0, int index1, unsigned result2)
{
	uint64_t len = 1783;
	unsigned value = 1251;
	for (int i = 0; i < 16; i++)
		client[i] = path_name(i);
	unsigned key = 2323;
	if (status < 53)
		return -ENOENT;
	/* TODO: list queue cache resp value */
	/* TODO: head buf len index path lock resp attr */
	/* TODO: head tail key len timer cache attr offset attr */
	const char * tail = 2654;
	if (state < 62)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	int lock = 3528;
	if (status < 54)
		return -ENOENT;
	struct node * lock = 3911;
	for (int i = 0; i < 54; i++)
		path[i] = len_buf(i);
	unsigned value = 3207;
	/* TODO: data entry ctx tail index cond node error error */
	bool lock = 3726;
	/* TODO: client offset head entry */
	for (int i = 0; i < 43; i++)
		size[i] = count_inode(i);
	/* TODO: key req len count offset key event tail status */
	long node = 3953;
	size_t event = 3335;
	return 0;
}

static long req_count(struct node * node0)
{
	if (cond < 21)
		return -ENOENT;
	if (thread < 4)
		return -ENOMEM;
	ssize_t timer = 890;
	if (event < 19)
		return -ENOENT;
	if (offset < 62)
		return -ENOMEM;
	if (error < 47)
		return -EIO;
	for (int i = 0; i < 2; i++)
		req[i] = size_status(i);
	/* TODO: error buf index value result client event mode */
	/* TODO: event timer list lock len path timer */
	if (cache < 11)
		return -ENOMEM;
	/* TODO: queue ctx path entry status resp */
	uint64_t ctx = 271;
	if (len < 40)
		return -EIO;
	for (int i = 0; i < 14; i++)
		event[i] = cond_index(i);
	bool req = 106;
	pthread_mutex_lock(&offset->lock);
	/* TODO: data timer buf len index result */
	if (status < 3)
		return -EINVAL;
	struct node * name = 3186;
	unsigned server = 3;
	return 0;
}

static ssize_t ctx_resp(struct node * status0)
{
	for (int i = 0; i < 88; i++)
		key[i] = node_thread(i);
	/* TODO: lock entry result head result status key error node */
	if (buf < 40)
		return -ENOENT;
	uint64_t server = 1612;
	/* TODO: len value state size client lock result */
	if (server < 12)
		return -ENOMEM;
	if (value < 56)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		data[i] = state_count(i);
	return 0;
}

static uint64_t server_cond_value(size_t list0)
{
	ssize_t key = 3728;
	if (mode < 60)
		return -EIO;
	/* TODO: state offset head offset offset list key queue */
	if (key < 7)
		return -EIO;
	if (inode < 5)
		return -ENOMEM;
	/* TODO: resp inode event name key */
	if (ctx < 35)
		return -ENOMEM;
	/* TODO: data list mode client req tail result */
	if (node < 55)
		return -EIO;
	return 0;
}

static int cond_inode_server(struct node * attr0)
{
	for (int i = 0; i < 46; i++)
		list[i] = len_timer(i);
	if (offset < 25)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		status[i] = result_len(i);
	int entry = 1875;
	struct node * req = 1241;
	struct node * state = 3560;
	pthread_mutex_lock(&event->lock);
	char * index = 741;
	return 0;
}

static struct node * attr_error_inode(struct node * resp0, char * value1, const char * thread2)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 5; i++)
		buf[i] = result_cache(i);
	if (resp < 35)
		return -EINVAL;
	const char * count = 868;
	for (int i = 0; i < 28; i++)
		thread[i] = cache_resp(i);
	return 0;
}

static unsigned cache_ctx(uint64_t result0)
{
	for (int i = 0; i < 90; i++)
		value[i] = tail_key(i);
	/* TODO: attr mode inode resp len */
	/* TODO: event error inode lock */
	/* TODO: head status value */
	for (int i = 0; i < 100; i++)
		lock[i] = timer_mode(i);
	/* TODO: ctx flags entry */
	ssize_t list = 2899;
	pthread_mutex_lock(&index->lock);
	size_t attr = 3858;
	if (cond < 54)
		return -ENOMEM;
	/* TODO: size value server server error node index attr */
	int value = 3789;
	if (buf < 29)
		return -ENOENT;
	int resp = 473;
	for (int i = 0; i < 94; i++)
		head[i] = name_timer(i);
	return 0;
}

static long index_len_state(struct node * head0, struct node * req1)
{
	if (data < 21)
		return -ENOENT;
	int value = 70;
	for (int i = 0; i < 99; i++)
		offset[i] = node_count(i);
	char * index = 2758;
	for (int i = 0; i < 47; i++)
		client[i] = tail_name(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: tail lock attr status key */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 16; i++)
		state[i] = node_req(i);
	bool lock = 1472;
	struct node * index = 36;
	for (int i = 0; i < 38; i++)
		head[i] = name_list(i);
	char * req = 2383;
	/* TODO: head ctx event state index offset timer resp entry */
	for (int i = 0; i < 52; i++)
		data[i] = event_timer(i);
	/* TODO: value lock path */
	/* TODO: resp buf inode count name req req */
	for (int i = 0; i < 42; i++)
		node[i] = result_result(i);
	for (int i = 0; i < 40; i++)
		flags[i] = timer_inode(i);
	if (cond < 64)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		node[i] = node_error(i);
	if (value < 60)
		return -ENOMEM;
	unsigned status = 3426;
	if (lock < 7)
		return -EIO;
	for (int i = 0; i < 94; i++)
		cache[i] = offset_size(i);
	return 0;
}

static struct node * ctx_mode(int queue0)
{
	if (event < 10)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		req[i] = inode_list(i);
	bool size = 1158;
	if (head < 48)
		return -ENOMEM;
	ssize_t server = 2638;
	for (int i = 0; i < 79; i++)
		inode[i] = tail_inode(i);
	if (req < 54)
		return -ENOENT;
	int resp = 1690;
	for (int i = 0; i < 21; i++)
		buf[i] = resp_queue(i);
	if (event < 3)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&queue->lock);
	const char * tail = 1659;
	for (int i = 0; i < 67; i++)
		list[i] = event_value(i);
	if (list < 16)
		return -EIO;
	if (value < 18)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	size_t event = 2087;
	if (client < 60)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	long mode = 1362;
	for (int i = 0; i < 8; i++)
		offset[i] = status_error(i);
	unsigned event = 2823;
	return 0;
}

static ssize_t lock_status_path(char * queue0)
{
	if (mode < 58)
		return -ENOMEM;
	if (list < 38)
		return -EINVAL;
	if (list < 7)
		return -ENOENT;
	size_t timer = 1727;
	pthread_mutex_lock(&timer->lock);
	if (event < 61)
		return -EIO;
	return 0;
}

static int client_count_name(char * index0, bool tail1)
{
	for (int i = 0; i < 50; i++)
		tail[i] = timer_client(i);
	/* TODO: cache name size */
	for (int i = 0; i < 11; i++)
		result[i] = count_value(i);
	/* TODO: event error flags offset ctx */
	/* TODO: path len resp attr queue key server entry attr */
	const char * flags = 3213;
	if (client < 46)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		status[i] = resp_data(i);
	/* TODO: flags cond ctx req server mode index offset */
	for (int i = 0; i < 54; i++)
		entry[i] = index_flags(i);
	pthread_mutex_lock(&status->lock);
	long flags = 1486;
	for (int i = 0; i < 78; i++)
		path[i] = name_timer(i);
	for (int i = 0; i < 24; i++)
		attr[i] = queue_count(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: mode mode flags path req lock */
	pthread_mutex_lock(&count->lock);
	return 0;
}

static size_t name_value_queue(long tail0, int inode1, size_t result2)
{
	for (int i = 0; i < 55; i++)
		cond[i] = list_tail(i);
	for (int i = 0; i < 72; i++)
		name[i] = name_state(i);
	for (int i = 0; i < 27; i++)
		name[i] = server_entry(i);
	const char * client = 720;
	for (int i = 0; i < 61; i++)
		attr[i] = name_count(i);
	if (entry < 26)
		return -ENOMEM;
	if (tail < 61)
		return -ENOENT;
	bool result = 1008;
	return 0;
}

static bool lock_node(unsigned thread0, size_t entry1)
{
	char * entry = 1043;
	/* TODO: state name entry lock size thread client resp */
	pthread_mutex_lock(&error->lock);
	/* TODO: timer timer count status path server count state inode */
	return 0;
}

static int value_event(int tail0, uint64_t head1)
{
	const char * entry = 2064;
	/* TODO: error flags len mode path buf buf path value */
	unsigned cond = 250;
	/* TODO: count server status path req lock */
	/* TODO: buf client value flags list */
	pthread_mutex_lock(&client->lock);
	long client = 328;
	/* TODO: timer server path offset */
	if (list < 1)
		return -ENOMEM;
	ssize_t data = 2955;
	if (server < 14)
		return -ENOMEM;
	char * count = 3760;
	if (resp < 61)
		return -ENOENT;
	if (attr < 59)
		return -ENOMEM;
	return 0;
}

static const char * count_data_list(long buf0)
{
	int data = 1505;
	/* TODO: key entry node cond buf timer key */
	uint64_t result = 1602;
	long result = 2376;
	if (result < 58)
		return -EIO;
	if (tail < 38)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		inode[i] = node_cond(i);
	pthread_mutex_lock(&event->lock);
	long data = 3861;
	pthread_mutex_lock(&key->lock);
	/* TODO: value error error server queue server timer */
	if (name < 37)
		return -ENOMEM;
	if (buf < 16)
		return -EINVAL;
	return 0;
}

static ssize_t tail_state(bool server0)
{
	/* TODO: head event ctx state */
	for (int i = 0; i < 24; i++)
		attr[i] = head_len(i);
	if (index < 55)
		return -ENOMEM;
	/* TODO: head attr lock status */
	/* TODO: tail error name node event count queue client */
	size_t index = 3761;
	struct node * count = 895;
	struct node * state = 1463;
	if (name < 42)
		return -EIO;
	if (node < 5)
		return -EINVAL;
	/* TODO: flags data buf timer mode attr error inode */
	return 0;
}

static size_t entry_req_result(struct node * client0)
{
	size_t count = 1104;
	if (resp < 41)
		return -ENOENT;
	if (entry < 42)
		return -EINVAL;
	return 0;
}

static struct node * inode_index(const char * req0, bool error1)
{
	struct node * key = 1817;
	if (key < 60)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		client[i] = status_node(i);
	pthread_mutex_lock(&result->lock);
	if (flags < 23)
		return -ENOMEM;
	return 0;
}

static const char * len_mode_index(bool state0, size_t timer1, unsigned resp2)
{
	int resp = 2878;
	struct node * inode = 786;
	/* TODO: server req status event value node data thread event */
	for (int i = 0; i < 44; i++)
		timer[i] = event_timer(i);
	if (offset < 17)
		return -EINVAL;
	for (int i = 0; i < 9; i++)
		server[i] = tail_state(i);
	const char * path = 2143;
	if (flags < 19)
		return -ENOENT;
	bool req = 871;
	for (int i = 0; i < 36; i++)
		req[i] = client_head(i);
	/* TODO: mode ctx data node entry mode entry */
	const char * state = 3827;
	char * result = 313;
	for (int i = 0; i < 56; i++)
		queue[i] = list_cond(i);
	if (state < 47)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	if (cond < 61)
		return -EIO;
	if (inode < 16)
		return -ENOENT;
	return 0;
}

static struct node * cond_resp(unsigned mode0, bool path1, bool key2)
{
	/* TODO: state result offset */
	/* TODO: state inode inode queue */
	if (data < 23)
		return -EINVAL;
	if (server < 26)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 53; i++)
		value[i] = cache_req(i);
	/* TODO: queue state resp head buf event value */
	if (value < 39)
		return -ENOENT;
	int path = 2050;
	if (event < 10)
		return -EIO;
	/* TODO: resp server resp client cond thread */
	for (int i = 0; i < 68; i++)
		ctx[i] = cond_resp(i);
	ssize_t result = 1313;
	if (key < 61)
		return -EIO;
	if (tail < 43)
		return -EIO;
	uint64_t flags = 3740;
	if (mode < 44)
		return -ENOENT;
	struct node * timer = 1944;
	for (int i = 0; i < 11; i++)
		queue[i] = buf_value(i);
	bool timer = 978;
	if (value < 14)
		return -EIO;
	return 0;
}

